export function ThirdPartyLinks() {
  return (
    <p>
      Roastie links to other services: share links that open WhatsApp, Telegram or your email app,
      Google sign-in when it is enabled, and the published sources behind our glycemic index
      figures. Those services have their own privacy policies, and we are not responsible for their
      content or practices. Read their policies before you give them personal information.
    </p>
  );
}
