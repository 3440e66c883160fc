// Reads one free-text ingredient line into its parts: quantity (and range), unit, size, name,
// preparation and comment, plus the size printed on a container or after an "x" count
// ("2 x 400g tins": two cans of 400 g each). Pure text work: matching to the catalogue and grams
// are ./parse-ingredient-lines.ts. The rules and their order: docs/decisions/0012-ingredient-line-parser.md.
import { readWrittenUnit, WRITTEN_UNITS, type WrittenUnit } from '../units/written-units.ts';
import { addedAmountOf, readAmountAt, readUnitAtStart, type EachAmount } from './line-amounts.ts';
import { readLeadingQuantity } from './line-quantity.ts';
import {
  AMOUNT_ADDITION,
  APPROXIMATELY,
  CONTAINERS,
  FROM_QUANTITY,
  IMPLIED_ONE,
  LENGTH_BEFORE_UNIT,
  MEASURE_MODIFIER,
  NAME_FIRST,
  OTHER_CONTAINERS,
  UNIT_AFTER_NAME,
  takeSize,
} from './line-patterns.ts';
import { splitDescription, type DescriptionParts } from './split-description.ts';

export interface ReadLine {
  quantity: number | null;
  quantityMax: number | null;
  /** Canonical unit; '' for a plain count; null when there is no quantity. */
  unit: WrittenUnit | '' | null;
  size: 'small' | 'medium' | 'large' | null;
  name: string;
  /** Preparation words written before the name ("hard-boiled"), tried with it when matching. */
  leadingPreparation: string | null;
  preparation: string | null;
  comment: string | null;
  /** The amount in one of the counted items or containers, when the line prints it. */
  each: EachAmount | null;
  /**
   * Amounts the line adds to its first one ("1 lb 4 oz", "¾ cup plus 2 tbsp"), or takes from it
   * (negative: "1 cup minus 2 tbsp"). The quantity stays the first amount, as cooks read it.
   */
  added: EachAmount[];
  /** Whether the amount is the printed net weight of a can ("400g can lentils"): drained for pulses. */
  canNetWeight: boolean;
}

function cleanLine(line: string): string {
  return line
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/^[\s•*·▪◦‣-]+(?=\S)/, '')
    .replace(/(\d)([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Collected {
  comments: string[];
  preparations: string[];
  added: EachAmount[];
  canNetWeight: boolean;
}

function withoutQuantity(text: string, collected: Collected): ReadLine {
  const parts = splitDescription(text);
  return {
    quantity: null,
    quantityMax: null,
    unit: null,
    size: null,
    each: null,
    added: [],
    canNetWeight: false,
    name: parts.name,
    leadingPreparation: parts.leadingPreparation,
    preparation: joinParts([...collected.preparations, parts.preparation]),
    comment: joinParts([...collected.comments, parts.comment]),
  };
}

/** Reads the parts of one ingredient line. Never throws; an unreadable line is all name. */
export function readIngredientLine(line: string): ReadLine {
  let text = cleanLine(line);
  const collected: Collected = { comments: [], preparations: [], added: [], canNetWeight: false };
  const optional = /^optional:\s*/i.exec(text);
  if (optional) {
    collected.comments.push('optional');
    text = text.slice(optional[0].length);
  }
  const approximately = APPROXIMATELY.exec(text);
  if (approximately?.[1]) {
    collected.comments.push(approximately[1].toLowerCase());
    text = text.slice(approximately[0].length);
  }
  let leading = readLeadingQuantity(text);
  let nameFirst: string | null = null;
  if (!leading) {
    // "Juice of 1 lemon", "Zest and juice of 2 limes": the quantity of the fruit.
    const from = FROM_QUANTITY.exec(text);
    const after = from ? readLeadingQuantity(text.slice(from[0].length)) : null;
    if (from?.[1] && after) {
      collected.preparations.push(from[1].toLowerCase().replace(/\s+(of|from)$/, ''));
      leading = after;
    }
  }
  if (!leading) {
    const first = NAME_FIRST.exec(text);
    const after = first ? readLeadingQuantity(text.slice(first[0].length)) : null;
    if (first?.[1] && after) {
      nameFirst = first[1].trim();
      leading = after;
    }
  }
  if (!leading) {
    // "knob of butter", "small bunch coriander", "handful of basil": one of the unit.
    const sized = takeSize(text);
    const unitFirst = readUnitAtStart(sized.rest);
    if (
      unitFirst &&
      IMPLIED_ONE.has(unitFirst.unit) &&
      !/^(pieces|pcs)\b/i.test(sized.rest) &&
      /^\s*(of\s+)?[a-zA-Z]/i.test(unitFirst.rest)
    ) {
      leading = { quantity: 1, quantityMax: null, rest: text };
    }
  }
  if (!leading) return withoutQuantity(text, collected);
  // "1½-inch piece ginger", "2cm piece ginger": a length is the size of one piece.
  const length = /^\s*-?\s*(inch(?:es)?|in\.|cm|centimet(?:re|er)s?)(?=[\s,]|$)/i.exec(
    leading.rest,
  );
  if (length) {
    collected.comments.push(
      text.slice(0, text.length - leading.rest.length + length[0].length).trim(),
    );
    leading = { quantity: 1, quantityMax: null, rest: leading.rest.slice(length[0].length) };
  }
  // "½ plus 1/8 teaspoon baking soda": two amounts before one unit.
  const plus = /^\s*(?:plus|\+)\s+/i.exec(leading.rest);
  const second = plus ? readLeadingQuantity(leading.rest.slice(plus[0].length)) : null;
  const secondUnit = second ? readUnitAtStart(second.rest.trimStart()) : null;
  if (plus && second && second.quantityMax === null && secondUnit) {
    collected.comments.push(leading.rest.slice(0, leading.rest.length - second.rest.length).trim());
    collected.added.push({ amount: second.quantity, unit: secondUnit.unit });
    leading = { ...leading, rest: second.rest };
  }
  const { quantity, quantityMax } = leading;
  // "½ of 8-ounce package": the quantity is a share of what follows.
  let rest = leading.rest
    .replace(/^\s*-\s*(?=[a-zA-Z])/, ' ')
    .trimStart()
    .replace(/^of\s+(?=\d)/i, '');
  let each: EachAmount | null = null;
  let unit: WrittenUnit | '' = '';

  // "2 x 400g tins", "4 x 150g salmon fillets"
  const times = /^[x×]\s*/i.exec(rest);
  const timesAmount = times ? readAmountAt(rest.slice(times[0].length)) : null;
  if (timesAmount) {
    each = { amount: timesAmount.amount, unit: timesAmount.unit };
    rest = timesAmount.rest.trimStart();
  } else if (times && /^[x×]\s+[a-z]/i.test(rest)) {
    // "12 x Anzac biscuits", "4 x eggs": a count written as a shop's label writes it.
    rest = rest.slice(times[0].length);
  }
  // "1 (14-ounce) can", "2 (400 g) tins", "2 (1¼ pound) lobsters"; but "½ (2 mL) tsp": a second measure.
  const paren = each ? null : /^\(\s*([^)]*)\)\s*/.exec(rest);
  const parenAmount = paren?.[1] ? readAmountAt(paren[1]) : null;
  // "1 (2-inch) piece ginger": a length in brackets is the size of what follows.
  const parenLength =
    paren?.[1] && /^[\d½¼¾⅓⅔.\s/-]+\s*-?\s*(inch(es)?|in\.?|cm|")$/i.test(paren[1]);
  if (paren?.[1] && parenLength) {
    collected.comments.push(paren[1]);
    rest = rest.slice(paren[0].length);
  } else if (paren && parenAmount) {
    const after = rest.slice(paren[0].length);
    const nextUnit = readUnitAtStart(after);
    if (nextUnit && !CONTAINERS.has(nextUnit.unit)) collected.comments.push(paren[1] ?? '');
    else each = { amount: parenAmount.amount, unit: parenAmount.unit };
    rest = after;
  }
  // "1 2-inch piece of ginger", "a 5cm piece ginger": the same length, unbracketed, before the unit.
  const bareLength = each || parenLength ? null : LENGTH_BEFORE_UNIT.exec(rest);
  if (bareLength?.[1] && readUnitAtStart(rest.slice(bareLength[0].length))) {
    collected.comments.push(bareLength[1].trim());
    rest = rest.slice(bareLength[0].length);
  }
  const modifier = MEASURE_MODIFIER.exec(rest);
  if (modifier?.[1] && readUnitAtStart(rest.slice(modifier[0].length))) {
    collected.comments.push(modifier[1].replace(/,$/, ''));
    rest = rest.slice(modifier[0].length);
  }
  let size = takeSize(rest);
  rest = size.rest;
  // "1 14-oz can tomatoes", "1 8-ounce sirloin steak", "1 3½- to 4-pound chicken",
  // "1 whole 6- to 7-lb/3-kg salmon" (the weight of the whole one, then the same in kilograms)
  const whole = each ? null : /^whole\s+(?=\d)/i.exec(rest);
  const sized = each ? null : readAmountAt(whole ? rest.slice(whole[0].length) : rest);
  const sizedText = sized ? rest.slice(0, rest.length - sized.rest.length) : '';
  if (sized && sizedText.replace(/^whole\s+/i, '').includes('-')) {
    const next = readUnitAtStart(sized.rest.trimStart());
    if (!next || (CONTAINERS.has(next.unit) && !whole)) {
      each = { amount: sized.amount, unit: sized.unit };
      rest = sized.rest.trimStart();
      const metric = /^\/\s*/.exec(rest);
      const same = metric ? readAmountAt(rest.slice(metric[0].length)) : null;
      if (same) rest = same.rest.trimStart();
      if (whole) rest = `whole ${rest}`;
    }
  } else if (sized && !whole) {
    const next = readUnitAtStart(sized.rest.trimStart());
    if (next && CONTAINERS.has(next.unit)) {
      each = { amount: sized.amount, unit: sized.unit };
      rest = sized.rest.trimStart();
    }
  }
  const beforeUnit = rest;
  const read = readUnitAtStart(rest);
  if (read) {
    unit = read.unit;
    rest = read.rest;
  }
  // "2 cans (14 1/2 ounces) beef broth"
  const containerParen =
    CONTAINERS.has(unit as WrittenUnit) && !each ? /^\s*\(\s*([^)]*)\)\s*/.exec(rest) : null;
  const containerSize = containerParen?.[1] ? readAmountAt(containerParen[1]) : null;
  if (containerParen && containerSize) {
    each = { amount: containerSize.amount, unit: containerSize.unit };
    rest = rest.slice(containerParen[0].length);
  }
  // Dual units: "150g/5¼oz", "500 g/1lb 2oz", "1 cup / 240 ml": the first is the amount.
  for (let slash = /^\s*\/\s*/.exec(rest); unit !== '' && slash; slash = /^\s*\/\s*/.exec(rest)) {
    const second = readAmountAt(rest.slice(slash[0].length));
    if (!second) break;
    rest = second.rest;
    const third = readAmountAt(rest.trimStart());
    if (third) rest = third.rest;
  }
  // "1 pound 2 ounces", "1 lb 5oz", "2 kg 500 g": the smaller unit adds to the amount.
  const smaller = unit === 'lb' || unit === 'kg' ? readAmountAt(rest.trimStart()) : null;
  if (smaller && (smaller.unit === 'oz' || smaller.unit === 'g')) {
    collected.comments.push(
      rest.trimStart().slice(0, rest.trimStart().length - smaller.rest.length),
    );
    collected.added.push({ amount: smaller.amount, unit: smaller.unit });
    rest = smaller.rest;
  }
  // "(45 mL)", "(1 stick)", "(1 inch/2.5 cm thick)": a second measure right after the unit.
  const measure =
    unit === '' ? null : /^\s*\(\s*((?:about |approx\w*\.? )?[\d½⅓⅔¼¾⅛][^)]*)\)\s*/i.exec(rest);
  if (measure?.[1]) {
    collected.comments.push(measure[1]);
    rest = rest.slice(measure[0].length);
  }
  // "¾ cup plus 2 tbsp sugar", "½ cup or so flour", "2 teaspoons to 1 tablespoon"
  for (let addition = AMOUNT_ADDITION.exec(rest.trimStart()); unit !== '' && addition;) {
    const trimmed = rest.trimStart();
    const text = addition[0];
    const unitWord = text.trim().split(/\s+/).at(-1) ?? '';
    if (!/(or so|or more|each)$/i.test(text.trim()) && !readWrittenUnit(unitWord)) break;
    collected.comments.push(text.trim());
    const more = addedAmountOf(text);
    if (more) collected.added.push(more);
    rest = trimmed.slice(text.length);
    addition = AMOUNT_ADDITION.exec(rest.trimStart());
  }
  rest = rest.trimStart();
  if (!size.size) {
    size = takeSize(rest);
    rest = size.rest;
  }
  if (each && unit === '') {
    const other = OTHER_CONTAINERS.exec(rest);
    if (other) {
      collected.comments.push(other[1]?.toLowerCase() ?? '');
      rest = rest.slice(other[0].length);
    }
  } else if (unit === '') {
    // "1 bag (10 oz) baby spinach", "1 bottle (750 ml) red wine": a container and what it holds.
    const other = OTHER_CONTAINERS.exec(rest);
    const held = other ? /^\(\s*([^)]*)\)\s*/.exec(rest.slice(other[0].length)) : null;
    const amount = held?.[1] ? readAmountAt(held[1]) : null;
    if (other && held && amount) {
      each = { amount: amount.amount, unit: amount.unit };
      collected.comments.push(other[1]?.toLowerCase() ?? '');
      rest = rest.slice(other[0].length + held[0].length);
    }
  }
  if (unit === '' && !each) {
    // "4 garlic cloves, crushed": the unit after the name.
    const after = UNIT_AFTER_NAME.exec(rest);
    const afterUnit = after?.[2] ? readWrittenUnit(after[2]) : null;
    if (after?.[1] && afterUnit && !/^(whole|fresh|dried)$/i.test(after[1])) {
      unit = afterUnit;
      rest = `${after[1]}${rest.slice(after[0].length)}`;
    }
  }
  rest = rest.replace(/^of\s+/i, '');
  if (unit !== '' && !CONTAINERS.has(unit)) {
    // "15-ounce can tomato sauce": the container word after a weight is not the food.
    const container = readUnitAtStart(rest);
    if (container && CONTAINERS.has(container.unit)) {
      collected.comments.push(rest.slice(0, rest.length - container.rest.length).trim());
      collected.canNetWeight = container.unit === 'can';
      rest = container.rest.trimStart().replace(/^of\s+/i, '');
    } else {
      const other = OTHER_CONTAINERS.exec(rest);
      if (other) {
        collected.comments.push(other[1]?.toLowerCase() ?? '');
        rest = rest.slice(other[0].length);
      }
    }
  }
  if (nameFirst !== null) {
    // "Lemon juice, 3 tablespoons": what followed the amount is a comment or preparation.
    const tail = splitDescription(`x, ${rest}`);
    const named = splitDescription(nameFirst);
    collected.comments.push(...[tail.comment].filter((c): c is string => c !== null));
    collected.preparations.push(...[tail.preparation].filter((c): c is string => c !== null));
    return finish(quantity, quantityMax, unit, size.size, each, named, collected);
  }
  // A count word alone: "8 cloves" are eight cloves, the spice; "4 slices" of what the line says.
  if (read && WRITTEN_UNITS[read.unit].engine === 'piece' && rest.trim() === '') {
    const word = beforeUnit.slice(0, beforeUnit.length - read.rest.length).trim();
    return finish(
      quantity,
      quantityMax,
      '',
      size.size,
      each,
      splitDescription(`${word}${rest}`),
      collected,
    );
  }
  return finish(quantity, quantityMax, unit, size.size, each, splitDescription(rest), collected);
}

function finish(
  quantity: number,
  quantityMax: number | null,
  unit: WrittenUnit | '',
  size: ReadLine['size'],
  each: EachAmount | null,
  parts: DescriptionParts,
  collected: Collected,
): ReadLine {
  return {
    quantity,
    quantityMax,
    unit,
    size,
    each,
    added: collected.added,
    canNetWeight: collected.canNetWeight,
    name: parts.name,
    leadingPreparation: parts.leadingPreparation,
    preparation: joinParts([...collected.preparations, parts.preparation]),
    comment: joinParts([...collected.comments, parts.comment]),
  };
}

function joinParts(parts: readonly (string | null)[]): string | null {
  const kept = parts.filter((part): part is string => part !== null && part.trim() !== '');
  return kept.length === 0 ? null : kept.join(', ');
}
