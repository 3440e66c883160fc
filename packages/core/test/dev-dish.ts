// One dish of the GI development set (docs/decisions/0004-gi-adjustments.md): a real dish or meal
// whose GI was MEASURED in people (glucose = 100), the source entry it comes from, how the value
// was checked, and the ingredient lines of one tested portion with a note on how they were
// reconstructed.
import type { RecipeLine } from '../src/glycemic/resolve-recipe-lines.ts';

export interface DevDish {
  name: string;
  lines: RecipeLine[];
  measuredGi: number;
  /** Table or paper, and the entry in it. */
  source: string;
  /** True when the measured value was read from the source or a reproduction of its table. */
  measuredChecked: boolean;
  /** Where the value was read when checked (address or "abstract"); why not, when unchecked. */
  checkedHow: string;
  amounts: 'published' | 'reconstructed';
  /** How the ingredient lines were written down. */
  reconstruction: string;
}

export const g = (name: string, amount: number): RecipeLine => ({ name, amount, unit: 'g' });
export const pc = (name: string, amount: number): RecipeLine => ({ name, amount, unit: 'piece' });

/** International tables, 2008 edition, Table A1 (and A2 where noted). */
export const ITGI2008 = 'Atkinson, Foster-Powell, Brand-Miller. Diabetes Care 2008;31:2281-2283';
/** International table, 2002 edition. */
export const ITGI2002 = 'Foster-Powell, Holt, Brand-Miller. Am J Clin Nutr 2002;76:5-56';

/** The 2008 tables as reproduced at docslib.org/download/3322632 (bakery section). */
export const CHECKED_2008_REPRODUCTION =
  'read in a reproduction of the 2008 table, docslib.org/download/3322632 (search tool, pages)';
export const CHECKED_HARVARD =
  'read in Harvard Health "Glycemic index and glycemic load for 100+ foods", which reproduces the 2008 table (search tool, pages)';
/** The 2021 tables' Supplemental Table 1 (primary text), as stored in a public repository. */
export const ITGI2021 =
  'Atkinson, Brand-Miller, Foster-Powell, Buyken, Goletzke. Am J Clin Nutr 2021;114:1625-1632, Supplemental Table 1';
export const CHECKED_2021_TABLE =
  'read in the text of the 2021 Supplemental Table 1, github.com/mph-llm-experiments/gi data/supplementary/table1.txt (search tool, code)';
export const CHECKED_FOODSTRUCT_PIZZA =
  'read in foodstruct.com/food/pizza/glycemic-index, a secondary page quoting the International Tables with their SEM (search tool, pages); not read in the table itself';
export const UNCHECKED =
  'not checked: the table value as I know it; the search tool found no reproduction of the entry';

/** How a 2021-table dish's lines were written when the table gives no recipe. */
export const TYPICAL_2021 =
  'a typical recipe of the named dish at about the tested 50 g carbohydrate portion; the table does not give the recipe';

/** A dish of the 2021 Supplemental Table 1, its value read in the table (CHECKED_2021_TABLE). */
export const table2021Meal = (
  name: string,
  measuredGi: number,
  entry: string,
  lines: DevDish['lines'],
  reconstruction = TYPICAL_2021,
  amounts: DevDish['amounts'] = 'reconstructed',
): DevDish => ({
  name,
  measuredGi,
  source: `${ITGI2021}, ${entry}`,
  measuredChecked: true,
  checkedHow: CHECKED_2021_TABLE,
  amounts,
  reconstruction,
  lines,
});
