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

  it('shows the likely range and both bands when it crosses a boundary', () => {
    render(<GlycemicBar value={58} range={{ low: 50, high: 66 }} />);
    expect(screen.getByTestId('glycemic-range')).toHaveTextContent(
      'GI 58, likely 50 to 66 · Low to Medium',
    );
    expect(
      screen.getByText(
        /Glycemic index 58 out of 100: Medium \(56 to 69\)\. GI 58, likely 50 to 66: Low to Medium\./,
      ),
    ).toBeInTheDocument();
  });

  it("labels a stated GI as the author's and shows no range for it", () => {
    render(<GlycemicBar value={42} range={{ low: 30, high: 50 }} stated />);
    expect(screen.queryByTestId('glycemic-range')).not.toBeInTheDocument();
    expect(screen.getByText(/^Stated by the author: Roastie knows too little/)).toBeVisible();
  });
});
