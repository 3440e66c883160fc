// Pasted ingredient lines, as the parser read them, made into editor rows the cook checks: the
// editor's units by core's rule (editorAmountOf), the name as written (editorNameOf: without
// amount, size or preparation, but still saying when the food is cooked; the server matches it to
// the catalogue on save); a line with no amount keeps an empty amount to fill in, so nothing pasted
// is dropped.
import {
  editorAmountOf,
  editorNameOf,
  isIngredientHeading,
  MAX_PARSE_LINES,
  type ParsedIngredient,
} from '@roastie/core';
import { newKey, type IngredientRow } from './editor-form';
import { unitChoiceOf } from './editor-units';

/** The lines of a pasted block: bullets, blank lines and headings ("For the sauce:") gone, at most the parser's limit. */
export function pastedLines(block: string): string[] {
  return block
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-–•*·▢□]\s*/, '').trim())
    .filter((line) => line !== '' && !isIngredientHeading(line))
    .slice(0, MAX_PARSE_LINES);
}

export function rowsFromParsed(parsed: readonly ParsedIngredient[]): IngredientRow[] {
  return parsed.map((line) => {
    const { amount, unit } = editorAmountOf(line);
    return {
      key: newKey('ingredient'),
      name: editorNameOf(line),
      amount: amount === null ? '' : String(amount),
      unit: unitChoiceOf(unit),
    };
  });
}
