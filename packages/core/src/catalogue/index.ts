// Public face of the catalogue folder: the record type and the catalogue with its lookups.
export * from './ingredient.ts';
export {
  CATALOGUE,
  CATALOGUE_FILES,
  catalogueById,
  catalogueByName,
  catalogueNameKey,
  readCatalogueFile,
} from './catalogue.ts';
