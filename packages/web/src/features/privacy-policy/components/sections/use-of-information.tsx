export function UseOfInformation() {
  return (
    <>
      <p>We use your information to run Roastie for you:</p>
      <ul>
        <li>to run your account and keep you signed in;</li>
        <li>to store, show and share the recipes, food memories and lists you create;</li>
        <li>
          to work out glycemic index, glycemic load and nutrition from the ingredient database;
        </li>
        <li>to generate recipes from your photo and notes;</li>
        <li>to suggest recipes that suit your preferences;</li>
        <li>to keep the service secure and fix what goes wrong.</li>
      </ul>
      <p>
        That is all. There are no ads, no analytics and no tracking scripts in Roastie; we do not
        build marketing profiles and we never sell your information. Even the fonts and icons are
        served from this instance rather than from someone else’s servers.
      </p>
    </>
  );
}
