export function Contact() {
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <p>
      This copy of Roastie is run by its operator, who is responsible for your information. For
      questions about this policy or your information, contact the operator of this instance: the
      person or organisation who runs the site{host ? ` at ${host}` : ''}.
    </p>
  );
}
