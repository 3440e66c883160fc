// How long a cook waits for the built-in chef: POST /api/generateRecipe with a phone photo as the
// browser sends it (compressed to 1024 px) and a description, one request at a time, as a signed-in
// cook. The target is under a second; the figures are printed next to the baseline's
// latency measured the same way in the same run.
import sharp from 'sharp';

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

export async function benchGeneration(baseUrl: string, rounds: number) {
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
