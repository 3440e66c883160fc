// When two shopping items have "the same name" (docs/product.md section 9): ignoring case, accents,
// punctuation and English plurals ("Tomatoes" = "tomato", "Berries" = "berry").
//
// Text is normalised like matching/normaliseIngredientText but keeps letters of every script
// (that one keeps a-z only, so "牛乳" and "パン" would both become "" and merge).
//
// The key is a stem, never shown. matching/singularForms returns several candidate singulars for
// a catalogue lookup ("olives" -> olif, olife, olive); a merge needs one key that the singular and
// the plural both reach without a dictionary, so each word is reduced by the same steps:
//   1. drop a plural "s", unless the word ends in ss/us/ous (swiss, asparagus, couscous);
//   2. drop a final "e" (tomatoe(s), peache(s), olive, cheese -> tomato, peach, oliv, chees);
//   3. final "v" -> "f" (leav(es) -> leaf, oliv -> olif) and final "y" -> "i" (berry, berrie(s)).
// Words of 3 letters or fewer keep steps 1-2 off (egg, pea, pie, rye), so "pies" = "pie".

const KEEPS_FINAL_S = /(ss|us|ous)$/;

function stemWord(word: string): string {
  let stem = word;
  if (stem.length > 3 && stem.endsWith('s') && !KEEPS_FINAL_S.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  if (stem.endsWith('v')) stem = `${stem.slice(0, -1)}f`;
  if (stem.endsWith('y')) stem = `${stem.slice(0, -1)}i`;
  return stem;
}

/**
 * Lower case, Latin accents removed (jalapeño = jalapeno), anything but letters, marks and digits
 * of any script to one space (the marks of other scripts are part of the word: パン is not バン).
 */
export function normaliseShoppingName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{M}\p{N}%]+/gu, ' ')
    .trim();
}

/** The key under which items merge: same key, same name for the shopping list. */
export function shoppingNameKey(name: string): string {
  const text = normaliseShoppingName(name);
  return text === '' ? '' : text.split(' ').map(stemWord).join(' ');
}

/** Whether two item names are the same for merging. */
export function sameShoppingName(a: string, b: string): boolean {
  return shoppingNameKey(a) === shoppingNameKey(b);
}
