import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicy } from './privacy-policy';

function renderPolicy() {
  const router = createMemoryRouter([{ path: '/privacy-policy', Component: PrivacyPolicy }], {
    initialEntries: ['/privacy-policy'],
  });
  render(<RouterProvider router={router} />);
}

describe('privacy policy', () => {
  it('has its ten sections, in the order of the specification', () => {
    renderPolicy();

    const sections = screen.getAllByRole('region');
    expect(
      sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      '1Information we collect',
      '2How we use your information',
      '3Cookies',
      '4Sharing and disclosure',
      '5Security',
      '6Links to other services',
      '7Children under 13',
      '8Your rights',
      '9Changes to this policy',
      '10Contact us',
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Children under 13' }),
    ).toBeInTheDocument();
  });

  it('says what this product really does with data', () => {
    renderPolicy();
    const text = document.body.textContent ?? '';

    expect(text).toMatch(/GPS location/);
    expect(text).toMatch(/HttpOnly/);
    expect(text).toMatch(/user_id/);
    expect(text).toMatch(/30 days/);
    expect(text).toMatch(/shown as by Chef Roastie/);
    expect(text).toMatch(/contact the operator of this instance/i);
    for (const right of [
      /Access, correct and delete/,
      /Object to or restrict/,
      /Withdraw consent/,
    ]) {
      expect(text).toMatch(right);
    }
  });
});
