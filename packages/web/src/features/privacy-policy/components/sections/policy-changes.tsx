export function PolicyChanges() {
  return (
    <p>
      We may update this policy when Roastie changes, for example when a new feature uses your
      information differently. The date at the top shows when it last changed, and if a change
      matters we will make it clear before it takes effect. Using Roastie after a change means the
      updated policy applies.
    </p>
  );
}
