import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlycemicBar } from './glycemic-bar';

describe('glycemic bar', () => {
  it.each([
    [0, 'Low (up to 55)'],
    [55, 'Low (up to 55)'],
    [56, 'Medium (56 to 69)'],
    [69, 'Medium (56 to 69)'],
    [70, 'High (above 69)'],
    [110, 'High (above 69)'],
  ])('puts GI %i in the band %s', (value, band) => {
    render(<GlycemicBar value={value} />);
    expect(screen.getByText(`Glycemic index ${value} out of 100: ${band}.`)).toBeInTheDocument();
  });

  it('keeps the marker on the bar for a GI above 100', () => {
    render(<GlycemicBar value={110} />);
    expect(screen.getByTestId('glycemic-marker')).toHaveStyle({ left: '100%' });
  });

  it('says when there is no GI to show', () => {
    render(<GlycemicBar value={null} />);
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    expect(screen.queryByTestId('glycemic-marker')).not.toBeInTheDocument();
  });
});
