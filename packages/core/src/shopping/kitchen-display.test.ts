import { describe, expect, it } from 'vitest';
import { kitchenLine, kitchenQuantity } from './kitchen-display.ts';
import type { ShoppingItem } from './types.ts';

const line = (amount: string, unit: ShoppingItem['unit'], name = 'x', approximate?: boolean) =>
  kitchenLine({
    id: '1',
    name,
    amount,
    unit,
    checked: false,
    ...(approximate ? { approximate } : {}),
  });

describe('kitchen display of list lines', () => {
  it('shows spoonfuls from recipes in spoons, never "88.72 ml"', () => {
    expect(line('4.92892', 'ml', 'salt')).toBe('1 tsp salt');
    expect(line('29.5736', 'ml', 'mint')).toBe('2 tbsp mint');
    expect(line('7.39338', 'ml', 'vanilla')).toBe('1½ tsp vanilla');
    expect(line('88.7208', 'ml', 'olive oil')).toBe('90 ml olive oil');
  });

  it('keeps round typed millilitres and rounds other weights and volumes to a kitchen step', () => {
    expect(line('50', 'ml', 'cream')).toBe('50 ml cream');
    expect(line('709.764', 'ml', 'milk')).toBe('710 ml milk');
    expect(line('481.942', 'g', 'beef')).toBe('480 g beef');
    expect(line('7', 'g', 'yeast')).toBe('7 g yeast');
    expect(line('1.23456', 'kg', 'flour')).toBe('1.25 kg flour');
    expect(line('1.4196', 'l', 'stock')).toBe('1.4 l stock');
  });

  it('rounds pieces up to what can be bought', () => {
    expect(line('1.5', 'pcs', 'onion')).toBe('2 pcs onion');
    expect(line('3.0000001', 'pcs', 'egg')).toBe('3 pcs egg');
  });

  it('shows cups and spoons typed by the cook as kitchen fractions', () => {
    expect(line('1.5', 'cups', 'rice')).toBe('1½ cups rice');
    expect(line('0.5', 'cups', 'rice')).toBe('½ cup rice');
    expect(line('1', 'cups', 'rice')).toBe('1 cup rice');
    expect(line('0.333333', 'tbsp', 'oil')).toBe('⅓ tbsp oil');
  });

  it('keeps the approximate mark and unreadable amounts as they are', () => {
    expect(line('350.2', 'g', 'honey', true)).toBe('≈ 350 g honey');
    expect(kitchenQuantity({ amount: 'lots', unit: 'g' })).toEqual({ amount: 'lots', unit: 'g' });
  });
});
