import styles from '../privacy-policy.module.css';

export function Cookies() {
  return (
    <>
      <p>
        Roastie sets two cookies, both needed to keep you signed in. There are no advertising or
        analytics cookies, so there is no cookie banner either.
      </p>
      <dl className={styles.cookies}>
        <div>
          <dt>Session cookie</dt>
          <dd>
            An HttpOnly cookie holding a random session identifier, which scripts on the page cannot
            read. It keeps you signed in and lasts 30 days.
          </dd>
        </div>
        <div>
          <dt>
            <code>user_id</code>
          </dt>
          <dd>
            A readable cookie holding your user ID, so the app can show you as signed in straight
            away while it checks with the server. It is only a hint and cannot sign anyone in on its
            own. It lasts 30 days.
          </dd>
        </div>
      </dl>
      <p>
        Logging out ends your session and removes both cookies. If the operator has enabled Google
        sign-in and you use it, Google’s sign-in service may set its own cookies under Google’s
        privacy policy.
      </p>
    </>
  );
}
