// Which catalogue the dev set runs on: the product catalogue (src/catalogue/catalogue.ts, export
// CATALOGUE) once it exists, else the fixture of the dev-set foods. The path is a variable so the
// type check does not depend on a file another engineer is still writing.
import type { IngredientCatalogue } from '../src/matching/name-index.ts';
import { DEV_CATALOGUE } from './fixtures/dev-catalogue.ts';

export interface CatalogueChoice {
  catalogue: IngredientCatalogue;
  source: 'product' | 'fixture';
}

const PRODUCT_CATALOGUE_MODULE = '../src/catalogue/catalogue.ts';

export async function productCatalogue(): Promise<IngredientCatalogue | null> {
  try {
    const module = (await import(/* @vite-ignore */ PRODUCT_CATALOGUE_MODULE)) as {
      CATALOGUE?: IngredientCatalogue;
    };
    return module.CATALOGUE ?? null;
  } catch {
    return null;
  }
}

export async function devSetCatalogue(): Promise<CatalogueChoice> {
  const product = await productCatalogue();
  return product
    ? { catalogue: product, source: 'product' }
    : { catalogue: DEV_CATALOGUE, source: 'fixture' };
}
