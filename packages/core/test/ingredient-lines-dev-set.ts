// The labelled ingredient lines of test/data/ingredient-lines-dev.csv (attribution in
// test/data/README.md), read for the parser's tests and `npm run parse:report`.
import { readFileSync } from 'node:fs';

export interface LabelledLine {
  line: string;
  quantity: number;
  unit: string;
  name: string;
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
export function readCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

export function loadIngredientLinesDevSet(): LabelledLine[] {
  const text = readFileSync(new URL('./data/ingredient-lines-dev.csv', import.meta.url), 'utf8');
  const [header, ...rows] = readCsvRows(text);
  if (header?.join(',') !== 'line,quantity,unit,name') {
    throw new Error('ingredient-lines-dev.csv: unexpected header');
  }
  return rows
    .filter((row) => row.length === 4)
    .map(([line = '', quantity = '', unit = '', name = '']) => ({
      line,
      quantity: Number(quantity),
      unit,
      name,
    }));
}
