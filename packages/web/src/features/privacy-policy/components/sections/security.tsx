export function Security() {
  return (
    <>
      <ul>
        <li>Passwords are stored only as a one-way hash.</li>
        <li>
          Sessions are random identifiers kept on the server. The session cookie is HttpOnly, so
          scripts on the page cannot read it, and both cookies are sent only over HTTPS when the
          site uses it.
        </li>
        <li>Photos are stripped of their metadata before they are stored.</li>
        <li>Requests that change your data are only accepted from Roastie itself.</li>
      </ul>
      <p>
        The operator is responsible for running this instance securely, including HTTPS and backups.
        No system is perfectly secure: if you think someone has got into your account, tell the
        operator straight away.
      </p>
    </>
  );
}
