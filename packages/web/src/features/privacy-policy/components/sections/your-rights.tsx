export function YourRights() {
  return (
    <>
      <p>You have the right to:</p>
      <ul>
        <li>
          <strong>Access, correct and delete your information.</strong> Your profile, recipes, food
          memories and lists are all in the app, where you can edit them; ask the operator for a
          copy of anything else. Deleting your account from your profile removes your sessions,
          likes, preferences and avatar, and deletes your food memory posts. Recipes you created are
          kept, so people who saved or cooked them do not lose them, but they are anonymised: your
          name comes off and they are shown as by Chef Roastie.
        </li>
        <li>
          <strong>Object to or restrict processing:</strong> ask the operator to stop or limit a use
          of your information.
        </li>
        <li>
          <strong>Withdraw consent</strong> where we rely on it, such as Google sign-in or sending a
          photo to an AI provider, at any time: stop using the feature or delete your account. This
          does not undo what was done before.
        </li>
      </ul>
      <p>
        To use any of these rights, contact the operator. You can also complain to your data
        protection authority; in the UK that is the Information Commissioner’s Office.
      </p>
    </>
  );
}
