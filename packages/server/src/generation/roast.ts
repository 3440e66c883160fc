// Chef Roastie's one-liner about a draft's GI: kind, a little cheeky, and different for each band
// (docs/product.md section 9: Low up to 55, Medium 56 to 69, High 70 or more). The line is picked from the
// dish's name, so the same dish always gets the same roast and different dishes get variety.
import type { GlycemicBand } from '@roastie/core';

const ROASTS: Record<GlycemicBand | 'unknown', readonly string[]> = {
  Low: [
    'GI {gi}? Look at you, eating like someone who reads food labels for fun.',
    'Low GI and still tasty. Chef Roastie has nothing to roast, and frankly that is annoying.',
    'GI {gi}: your blood sugar just sent you a thank-you card.',
    'A low-GI plate! Your glucose curve will be flatter than Chef Roastie’s jokes.',
  ],
  Medium: [
    'GI {gi}: middle of the road. Add a side salad and we will call it a personality.',
    'Medium GI: not a rollercoaster, more a gentle hill with a nice view.',
    'GI {gi}, respectable. Swap in some lentils next time and Chef Roastie might even clap.',
    'Medium GI: your glucose will wave, not scream. A walk afterwards and it will just nod.',
  ],
  High: [
    'GI {gi}! Your glucose is about to go skydiving. Maybe take a stroll afterwards, champ.',
    'High GI: delicious, fast, and gone from your bloodstream like a bad first date.',
    'GI {gi}: this one spikes harder than a volleyball final. Add some protein and fibre.',
    'High GI, big flavour. Chef Roastie won’t judge… much. Try the lower-GI swaps in the editor.',
  ],
  unknown: [
    'Chef Roastie couldn’t rate enough of these ingredients for a GI, so you escape a roast today.',
    'No GI verdict yet: check the ingredient names in the editor and Chef Roastie will try again.',
  ],
};

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

export function roastFor(band: GlycemicBand | null, gi: number | null, dishName: string): string {
  const lines = ROASTS[band ?? 'unknown'];
  const line = lines[hash(dishName.toLowerCase()) % lines.length]!;
  return line.replace('{gi}', String(gi ?? ''));
}
