// The volume units whose size depends on where the recipe was written. A recipe's locale says
// which: 'metric' (the default: a 250 ml cup, 15 ml tablespoon, 5 ml teaspoon, and the imperial
// pint of 568 ml that metric countries still pour beer and milk in), 'us' (US customary, the
// product's factors in ./unit-factors.ts) or 'uk' (imperial: a 284 ml cup, 568 ml pint).
// Sources: NIST Handbook 44 appendix C (US customary); UK Weights and Measures Act 1985 schedule 1
// (imperial gallon 4.54609 l, pint 1/8 gallon, fluid ounce 1/160 gallon, cup half a pint);
// metric cup 250 ml, tablespoon 15 ml, teaspoon 5 ml as Australian, Canadian and New Zealand
// measuring sets and the UK's modern recipe convention use them.
import { MILLILITRES_PER_VOLUME_UNIT } from './unit-factors.ts';
import type { WrittenUnit } from './written-units.ts';

export const VOLUME_LOCALES = ['metric', 'us', 'uk'] as const;
export type VolumeLocale = (typeof VOLUME_LOCALES)[number];
export const DEFAULT_VOLUME_LOCALE: VolumeLocale = 'metric';

type LocaleUnit = 'cup' | 'tbsp' | 'tsp' | 'pint' | 'quart' | 'gallon' | 'fl oz';

const IMPERIAL_GALLON_ML = 4546.09;
const IMPERIAL = {
  pint: IMPERIAL_GALLON_ML / 8,
  quart: IMPERIAL_GALLON_ML / 4,
  gallon: IMPERIAL_GALLON_ML,
  'fl oz': IMPERIAL_GALLON_ML / 160,
} as const;

/** Millilitres in one of each locale-dependent unit. */
export const LOCALE_MILLILITRES: Readonly<Record<VolumeLocale, Record<LocaleUnit, number>>> = {
  metric: { cup: 250, tbsp: 15, tsp: 5, ...IMPERIAL },
  us: {
    cup: MILLILITRES_PER_VOLUME_UNIT.cup,
    tbsp: MILLILITRES_PER_VOLUME_UNIT.tbsp,
    tsp: MILLILITRES_PER_VOLUME_UNIT.tsp,
    pint: MILLILITRES_PER_VOLUME_UNIT.pt,
    quart: MILLILITRES_PER_VOLUME_UNIT.qt,
    gallon: MILLILITRES_PER_VOLUME_UNIT.gal,
    'fl oz': MILLILITRES_PER_VOLUME_UNIT['fl oz'],
  },
  uk: { cup: IMPERIAL.pint / 2, tbsp: 15, tsp: 5, ...IMPERIAL },
};

/** Millilitres in one `unit` as the locale reads it, or null when the unit is not a locale volume. */
export function localeMillilitres(unit: WrittenUnit, locale: VolumeLocale): number | null {
  return (LOCALE_MILLILITRES[locale] as Partial<Record<WrittenUnit, number>>)[unit] ?? null;
}
