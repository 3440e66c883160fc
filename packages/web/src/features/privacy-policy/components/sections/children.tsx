export function Children() {
  return (
    <p>
      Roastie is not directed at children under 13, and we do not knowingly collect personal
      information from them. If you believe a child under 13 has created an account, contact the
      operator and ask for it to be deleted.
    </p>
  );
}
