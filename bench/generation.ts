// How long a cook waits for the built-in chef: first the chef alone, in process, over its dev set
// (every request, cooked and rated by the engine as the route does); then POST /api/generateRecipe with a phone photo as the
// browser sends it (compressed to 1024 px) and a description, one request at a time, as a signed-in
// cook. The target is under a second; the figures are printed next to the baseline's
// latency measured the same way in the same run.
import sharp from 'sharp';
import { finishDraft } from '../packages/server/src/generation/finish-draft.ts';
import {
  BuiltinChef,
  cookFromDescription,
} from '../packages/server/src/generation/builtin/builtin-chef.ts';
import { DEV_SET } from '../packages/server/src/generation/builtin/dev-set.ts';

/** Issue 16's budget for the built-in chef alone: 150 ms at p95 for one request. */
const CHEF_P95_BUDGET_MS = 150;

const DESCRIPTIONS = [
  'chickpea curry with spinach',
  'banana oat pancakes',
  'low GI lentil soup for two',
  'vegan mushroom risotto',
  'grilled salmon with quinoa salad',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await run();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`Bench request failed: ${res.status}`);
  return performance.now() - start;
}

/** The chef alone: each dev-set request cooked and rated, `rounds` times over, timed one by one. */
export function benchBuiltinChef(rounds: number): void {
  new BuiltinChef().warmUp();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { request } of DEV_SET) {
      const start = performance.now();
      finishDraft(cookFromDescription(request, true), { source: 'builtin', imageUrl: null });
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `built-in chef alone, ${DEV_SET.length} dev-set requests x ${rounds} (cook + engine rating):`,
  );
  console.log(
    `  p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms; budget p95 < ${CHEF_P95_BUDGET_MS} ms: ${p95 < CHEF_P95_BUDGET_MS ? 'met' : 'NOT MET'}`,
  );
}

export async function benchGeneration(baseUrl: string, rounds: number) {
  benchBuiltinChef(Math.max(1, Math.round(rounds / 10)));
  console.log('');
  const origin = new URL(baseUrl).origin;
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      fullName: 'Bench Cook',
      email: `bench-${Date.now()}@roastie.test`,
      password: 'lentils-and-lemons',
    }),
  });
  if (!registered.ok) throw new Error(`Could not register the bench cook: ${registered.status}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const photo = await sharp({
    create: { width: 1024, height: 768, channels: 3, background: '#e0a020' },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

  const baseline: number[] = [];
  const generation: number[] = [];
  for (let i = 0; i < rounds; i++) {
    baseline.push(await timed(() => fetch(`${baseUrl}/livez`)));
    const form = new FormData();
    form.set('image', new Blob([photo], { type: 'image/jpeg' }), 'dish.jpg');
    form.set('dishDescription', DESCRIPTIONS[i % DESCRIPTIONS.length]!);
    generation.push(
      await timed(() =>
        fetch(`${baseUrl}/api/generateRecipe`, {
          method: 'POST',
          headers: { cookie, origin },
          body: form,
        }),
      ),
    );
  }
  baseline.sort((a, b) => a - b);
  generation.sort((a, b) => a - b);
  const p50 = percentile(generation, 50);
  console.log(`built-in chef, ${rounds} requests one at a time (1024 px JPEG + description):`);
  console.log(
    `  POST /api/generateRecipe p50 ${p50.toFixed(0)} ms, p95 ${percentile(generation, 95).toFixed(0)} ms, max ${generation.at(-1)!.toFixed(0)} ms`,
  );
  console.log(
    `  baseline GET /livez p50 ${percentile(baseline, 50).toFixed(1)} ms; ratio ${(p50 / percentile(baseline, 50)).toFixed(0)}x`,
  );
}
