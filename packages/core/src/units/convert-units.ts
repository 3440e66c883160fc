// Conversions within one unit category. Factors: ./unit-factors.ts (docs/product.md section 9).
import {
  GRAMS_PER_MASS_UNIT,
  MILLILITRES_PER_VOLUME_UNIT,
  PIECES_PER_COUNT_UNIT,
  type CountUnit,
  type MassUnit,
  type VolumeUnit,
} from './unit-factors.ts';

export function massToGrams(amount: number, unit: MassUnit): number {
  return amount * GRAMS_PER_MASS_UNIT[unit];
}

export function gramsToMass(grams: number, unit: MassUnit): number {
  return grams / GRAMS_PER_MASS_UNIT[unit];
}

export function volumeToMillilitres(amount: number, unit: VolumeUnit): number {
  return amount * MILLILITRES_PER_VOLUME_UNIT[unit];
}

export function millilitresToVolume(millilitres: number, unit: VolumeUnit): number {
  return millilitres / MILLILITRES_PER_VOLUME_UNIT[unit];
}

export function countToPieces(amount: number, unit: CountUnit): number {
  return amount * PIECES_PER_COUNT_UNIT[unit];
}

export function gramsToOunces(grams: number): number {
  return grams / GRAMS_PER_MASS_UNIT.oz;
}

export function ouncesToGrams(ounces: number): number {
  return ounces * GRAMS_PER_MASS_UNIT.oz;
}

export function cupsToMillilitres(cups: number): number {
  return cups * MILLILITRES_PER_VOLUME_UNIT.cup;
}
