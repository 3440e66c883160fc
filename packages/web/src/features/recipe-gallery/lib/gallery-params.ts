// The gallery's filters and tab live in the address (?type=&gi=&tab=), so Back and a shared link
// keep them. Anything unknown in the address is ignored rather than sent to the server.
import type { RecipeType } from '@roastie/core';
import { GI_BAND_LIST, RECIPE_TYPE_LIST } from '@/config/recipe-vocabulary';
import type { GiBandFilter } from '../api/get-recipes';

export type GalleryTab = 'mine' | 'community';

export interface GalleryParams {
  type: RecipeType | undefined;
  gi: GiBandFilter | undefined;
  tab: GalleryTab;
}

/** The Glycemic Index filter's options, worded as SPEC.md section 2 words them. */
export const GI_FILTER_OPTIONS: { value: GiBandFilter; label: string }[] = [
  { value: 'Low', label: 'Low (55 or less)' },
  { value: 'Medium', label: 'Medium (56 to 69)' },
  { value: 'High', label: 'High (70 or more)' },
];

const isType = (value: string | null): value is RecipeType =>
  (RECIPE_TYPE_LIST as readonly (string | null)[]).includes(value);
const isBand = (value: string | null): value is GiBandFilter =>
  (GI_BAND_LIST as readonly (string | null)[]).includes(value);

export function readGalleryParams(params: URLSearchParams): GalleryParams {
  const type = params.get('type');
  const gi = params.get('gi');
  return {
    type: isType(type) ? type : undefined,
    gi: isBand(gi) ? gi : undefined,
    tab: params.get('tab') === 'community' ? 'community' : 'mine',
  };
}

export function withGalleryParam(
  params: URLSearchParams,
  key: 'type' | 'gi' | 'tab',
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
