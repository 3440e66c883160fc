// A PDF that would hold its reader forever (the test worker spins on a marker, as a pathological
// PDF spins pdf-parse) is answered 422 at its deadline, its thread terminated, while the server
// keeps answering other requests; the next PDF is read as usual.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePdf } from '../../generation/testing/make-pdf.ts';
import { form } from '../../../test/helpers/images.ts';
import { signInAs } from '../../../test/helpers/sign-in.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import { ENDLESS_PDF_MARKER } from '../../heavy-work/testing/test-worker.ts';

vi.mock('../../heavy-work/heavy-work.ts', async () => {
  const { testPool } = await import('../../heavy-work/testing/test-pool.ts');
  // Long enough for a cold thread to load pdf-parse on a loaded machine; the endless PDF waits it out.
  const pool = testPool({ maxThreads: 1, deadlineMs: { 'pdf-text': 12_000 } });
  return { heavyWork: () => pool };
});

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  cookie = (await signInAs(app)).cookie;
});
afterAll(() => app.close());

const sendPdf = (pdf: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/generateRecipe',
    headers: { cookie },
    payload: form(
      { dishDescription: 'my grandmother’s soup' },
      { field: 'image', data: pdf, name: 'soup.pdf', type: 'application/pdf' },
    ),
  });

describe('POST /api/generateRecipe with a PDF past its deadline', () => {
  it(
    'answers 422 in time, keeps serving meanwhile, and reads the next PDF',
    { timeout: 90_000 },
    async () => {
      const lentils = makePdf(['200 g red lentils', '2 carrots']);
      expect((await sendPdf(lentils)).statusCode).toBe(200); // a thread is up before the clock runs

      let settled = false;
      const endless = sendPdf(
        Buffer.concat([makePdf(['soup']), Buffer.from(`${ENDLESS_PDF_MARKER}\n`)]),
      ).finally(() => (settled = true));
      let answeredMeanwhile = 0;
      while (!settled) {
        const health = await app.inject({ method: 'GET', url: '/livez' });
        if (!settled && health.statusCode === 200) answeredMeanwhile++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const res = await endless;
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatch(/couldn't read that PDF in time/);
      expect(answeredMeanwhile).toBeGreaterThan(0);

      const again = await sendPdf(lentils);
      expect(again.statusCode).toBe(200);
      expect(again.json().ingredients.map((l: { name: string }) => l.name)).toContain(
        'red lentils',
      );
    },
  );
});
