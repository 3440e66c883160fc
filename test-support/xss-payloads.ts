// Stored-XSS payloads that every user text must survive as text (issue 14, item 7): the server's
// preview tags (packages/server/test/security/xss-meta.test.ts) and the rendered pages
// (e2e/xss.spec.ts) run the same list. docs/decisions/0015-security-hardening.md.
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '</title><script>alert(1)</script>',
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  '<iframe src="javascript:alert(1)"></iframe>',
  'javascript:alert(1)',
  '</script><script>alert(1)</script>',
  '<a href="javascript:alert(1)">x</a>',
  '<body onload=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];
