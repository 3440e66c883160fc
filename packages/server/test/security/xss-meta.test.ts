// Stored-XSS payloads over every user text the server writes into HTML (issue 14, item 7): a
// recipe page's preview tags, its embedded data and its first screen carry them as text, never
// as markup.
// docs/decisions/0015-security-hardening.md.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, lentilSoup } from '../helpers/recipes.ts';
import { signInAs, type SignedIn } from '../helpers/sign-in.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { XSS_PAYLOADS } from '../../../../test-support/xss-payloads.ts';

describe('XSS payloads in server-written HTML', () => {
  let app: FastifyInstance;
  let cook: SignedIn;
  beforeAll(async () => {
    app = await createTestApp();
    cook = await signInAs(app, { fullName: '<script>alert("name")</script>' });
  });
  afterAll(() => app.close());

  it.each(XSS_PAYLOADS)(
    'a recipe named and described %s stays text in its page',
    async (payload) => {
      const id = await createRecipe(app, cook, {
        ...lentilSoup,
        name: payload,
        description: payload,
      });
      const page = await app.inject({ url: `/recipe/${id}` });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      // Outside the one script the fixture page has, no element or handler came from the payload.
      const withoutAppScript = html.replace(/<script type="module"[^>]*><\/script>/g, '');
      expect(withoutAppScript).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")/i);
      // The one image is the first screen's photo of the dish, its alt text the escaped payload.
      const photos = html.match(/<img class="first-screen-photo" [^>]*\/>/g) ?? [];
      expect(photos).toHaveLength(1);
      expect(photos[0]).toMatch(/ src="\/media\/[^"]+" /);
      const withoutPhoto = html.replace(photos[0]!, '');
      expect(withoutPhoto).not.toMatch(/<(img|svg|iframe|math|a)\b/i);
      expect(html.match(/<body\b/gi)).toHaveLength(1);
      // With every quoted attribute value emptied, no tag is left with an event handler.
      expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+=/i);
      // The text is still there, escaped.
      expect(html).toContain('alert(1)');
    },
  );
});
