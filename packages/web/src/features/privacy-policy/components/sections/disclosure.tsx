export function Disclosure() {
  return (
    <>
      <p>We do not sell, rent or trade your information. It leaves this instance only when:</p>
      <ul>
        <li>
          <strong>You publish something.</strong> Recipes you save and food memories you post can be
          seen by other visitors, with your name and avatar.
        </li>
        <li>
          <strong>You generate a recipe and the operator has configured an AI provider.</strong>{' '}
          Your dish photo and description are then sent to that provider to write the recipe, under
          its own terms. Without one, Roastie’s built-in chef writes the recipe and nothing leaves
          the instance.
        </li>
        <li>
          <strong>You sign in with Google</strong>, which is only offered when the operator enables
          it. Google then knows you signed in here and shares your name, email address and Google
          account ID with us.
        </li>
        <li>
          <strong>The operator uses a service provider</strong> to run the instance, such as
          hosting, a database or file storage, which handles data on the operator’s behalf.
        </li>
        <li>
          <strong>The law requires it</strong>, or it is needed to protect the rights, safety or
          property of our users, the operator or others.
        </li>
      </ul>
    </>
  );
}
