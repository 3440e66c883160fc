// Checks what the user typed (name, amount, unit) and turns it into a shopping quantity; reads a
// whole typed line ("200 g flour") into those three.
import { cleanItemName } from './item-name.ts';
import { parseEnteredAmount } from './parse-amount.ts';
import { toShoppingQuantity } from './shopping-units.ts';
import type { ShoppingItemInput, ShoppingRejection } from './types.ts';
import type { ShoppingUnit } from '../units/unit-lists.ts';
import { WRITTEN_UNITS } from '../units/written-units.ts';
import { readIngredientLine } from '../matching/read-ingredient-line.ts';

export interface ReadInput {
  name: string;
  amount: number;
  unit: ShoppingUnit;
}

export function readItemInput(
  input: ShoppingItemInput,
): ({ ok: true } & ReadInput) | ({ ok: false } & ShoppingRejection) {
  const name = cleanItemName(input.name);
  if (!name.ok) return name;
  const amount = parseEnteredAmount(input.amount);
  if (!amount.ok) return { ok: false, code: 'invalid-amount', reason: amount.reason };
  const quantity = toShoppingQuantity(amount.value, input.unit);
  if (!quantity) {
    return { ok: false, code: 'unknown-unit', reason: `Unknown unit "${input.unit}"` };
  }
  return { ok: true, name: name.name, amount: quantity.amount, unit: quantity.unit };
}

/**
 * What the cook typed in the add box, read as an ingredient line: "200 g flour" is 200 g of
 * flour, "2 cloves garlic" 2 pcs of garlic cloves, "1 can chickpeas" 1 pcs of chickpeas cans.
 * Null when the text has no amount or no name: it then waits for an amount as typed.
 * A range buys its upper bound. Units: docs/decisions/0012-ingredient-line-parser.md.
 */
export function readTypedItem(text: string): ReadInput | null {
  const read = readIngredientLine(text);
  if (read.quantity === null || read.unit === null || read.name === '') return null;
  const wanted = read.quantityMax ?? read.quantity;
  const each = read.each;
  const amount = each ? wanted * each.amount : wanted;
  const unit = each ? each.unit : read.unit;
  const engine = unit === '' ? 'piece' : WRITTEN_UNITS[unit].engine;
  const quantity = engine ? toShoppingQuantity(amount, engine) : null;
  if (quantity && (unit === '' || unit === 'piece' || engine !== 'piece')) {
    return { name: read.name, amount: roundAmount(quantity.amount), unit: quantity.unit };
  }
  // Kitchen units the list has no unit for: counted, with the unit in the name ("garlic cloves").
  const [singular = unit, plural = singular] = unit === '' ? [] : WRITTEN_UNITS[unit].spellings;
  const unitWord = amount > 1 ? plural : singular;
  return { name: `${read.name} ${unitWord}`, amount: roundAmount(amount), unit: 'pcs' };
}

const roundAmount = (amount: number) => Math.round(amount * 100) / 100;
