// The gallery's filters and tab live in the address (?type=&gi=&gl=&diet=&tab=), so Back and a shared
// link keep them. Anything unknown in the address is ignored rather than sent to the server.
//
// A signed-in cook's preferences choose where the GI and diet filters start (preferredFilters in
// core). The address says 'any' when the cook chose no filter, so a cleared filter stays cleared
// and is not replaced by the preference again.
import {
  GL_LOW_MAX,
  GL_MEDIUM_MAX,
  type DietFilter,
  type PreferredFilters,
  type RecipeType,
} from '@roastie/core';
import { GI_BAND_LIST, RECIPE_TYPE_LIST } from '@/config/recipe-vocabulary';
import type { GiBandFilter } from '../api/get-recipes';

export type GalleryTab = 'mine' | 'community';

function isTab(value: string | null): value is GalleryTab {
  return value === 'mine' || value === 'community';
}

/**
 * The tab shown when the address names none (issue 15): My Recipes for a cook who has some,
 * Community for one who has none yet (an empty tab hides the whole library); null while unknown.
 */
export function defaultGalleryTab(hasOwnRecipes: boolean | undefined): GalleryTab | null {
  if (hasOwnRecipes === undefined) return null;
  return hasOwnRecipes ? 'mine' : 'community';
}

export interface GalleryParams {
  type: RecipeType | undefined;
  gi: GiBandFilter | undefined;
  gl: GiBandFilter | undefined;
  diet: DietFilter | undefined;
  /** Null when the address names no tab (see defaultGalleryTab). */
  tab: GalleryTab | null;
}

/** The value the address holds for "no filter, by choice". */
export const ANY = 'any';

/** The Glycemic Index filter's options, worded as docs/product.md section 2 words them. */
export const GI_FILTER_OPTIONS: { value: GiBandFilter; label: string }[] = [
  { value: 'Low', label: 'Low (55 or less)' },
  { value: 'Medium', label: 'Medium (56 to 69)' },
  { value: 'High', label: 'High (70 or more)' },
];

/** The Glycemic load filter's options, per serving, from the bands in core (glycemic/bands.ts). */
export const GL_FILTER_OPTIONS: { value: GiBandFilter; label: string }[] = [
  { value: 'Low', label: `Low (${GL_LOW_MAX} or less)` },
  { value: 'Medium', label: `Medium (${GL_LOW_MAX + 1} to ${GL_MEDIUM_MAX})` },
  { value: 'High', label: `High (${GL_MEDIUM_MAX + 1} or more)` },
];

export const DIET_FILTER_OPTIONS: { value: DietFilter; label: string }[] = [
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'vegan', label: 'Vegan' },
];

const isType = (value: string | null): value is RecipeType =>
  (RECIPE_TYPE_LIST as readonly (string | null)[]).includes(value);
const isBand = (value: string | null): value is GiBandFilter =>
  (GI_BAND_LIST as readonly (string | null)[]).includes(value);
const isDiet = (value: string | null): value is DietFilter =>
  DIET_FILTER_OPTIONS.some((option) => option.value === value);

/** The address's choice, or else the preference: 'any' and unknown values mean no filter. */
function chosenOr<T extends string>(
  raw: string | null,
  isValue: (v: string | null) => v is T,
  fallback: T | null,
) {
  if (raw === null) return fallback ?? undefined;
  return isValue(raw) ? raw : undefined;
}

const NO_PREFERENCES: PreferredFilters = { gi: null, diet: null };

export function readGalleryParams(
  params: URLSearchParams,
  preferred: PreferredFilters = NO_PREFERENCES,
): GalleryParams {
  const type = params.get('type');
  return {
    type: isType(type) ? type : undefined,
    gi: chosenOr(params.get('gi'), isBand, preferred.gi),
    gl: chosenOr(params.get('gl'), isBand, null),
    diet: chosenOr(params.get('diet'), isDiet, preferred.diet),
    tab: isTab(params.get('tab')) ? (params.get('tab') as GalleryTab) : null,
  };
}

export type GalleryParamKey = 'type' | 'gi' | 'gl' | 'diet' | 'tab';

/** The address with one choice changed. Clearing GI or diet writes 'any' (see above). */
export function withGalleryParam(
  params: URLSearchParams,
  key: GalleryParamKey,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else if (key === 'gi' || key === 'diet') next.set(key, ANY);
  else next.delete(key);
  return next;
}
