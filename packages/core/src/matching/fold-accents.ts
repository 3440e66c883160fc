// Letters with accents folded to their plain letters ("Niçoise" -> "Nicoise", "brûlée" ->
// "brulee", "smørrebrød" -> "smorrebrod"), so a cook who types without them finds the recipe.
// The database folds a recipe's search document with the same map (fold_accents(), migration
// 0010, docs/decisions/0014-speed.md); server tests check the two agree letter by letter.

/** Letters with no decomposition to a plain letter and a mark. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Ŧ: 'T',
  ŧ: 't',
  Œ: 'OE',
  œ: 'oe',
  Æ: 'AE',
  æ: 'ae',
  ß: 'ss',
  ẞ: 'SS',
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'g');

/** The text with accents and marks taken off its letters; everything else as it was. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter] ?? letter)
    .normalize('NFC');
}
