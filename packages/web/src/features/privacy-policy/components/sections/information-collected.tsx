export function InformationCollected() {
  return (
    <>
      <p>We collect only what you give us and what Roastie needs to work:</p>
      <ul>
        <li>
          <strong>Account details:</strong> your email address and name, plus either a one-way hash
          of your password (never the password itself) or, if you sign in with Google, your Google
          account ID.
        </li>
        <li>
          <strong>Recipes</strong> you create, generate or edit, with their ingredients, steps and
          nutrition.
        </li>
        <li>
          <strong>Photos</strong> you upload: dishes, food memories and your avatar. All metadata in
          the file, such as GPS location and camera details, is stripped on upload.
        </li>
        <li>
          <strong>Likes:</strong> the recipes you have liked.
        </li>
        <li>
          <strong>Food memories:</strong> the text, date and photo of each post, and the recipe it
          is linked to.
        </li>
        <li>
          <strong>Preferences:</strong> your answers to the preferences questionnaire.
        </li>
        <li>
          <strong>Your shopping list:</strong> its items and the recipes you added to it.
        </li>
        <li>
          <strong>Sessions:</strong> a record of each signed-in session, so you stay signed in.
        </li>
      </ul>
      <p>
        Like most web servers, this instance may also write technical logs (for example the time and
        address of a request, and any errors). How long they are kept is up to the operator.
      </p>
    </>
  );
}
