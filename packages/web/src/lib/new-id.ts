// New ids for list lines and plan entries (core has no randomness).
// crypto.randomUUID exists only in
// secure contexts (https or localhost), and self-hosters often open Roastie over plain http on
// their LAN, so the id is built from crypto.getRandomValues, which every context has.
export function newItemId(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562 version 4: the version nibble is 4 and the variant bits are 10.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
