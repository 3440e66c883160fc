import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PreferencesSection } from './preferences-section';

const ada = { userId: 'u-1', firstName: 'Ada' };
const saved = {
  foodPreferences: ['Vegan'],
  cookingMeal: 'Dinner',
  dishPriority: 'No Glucose Spikes',
};

function postedBody(fetchMock: ReturnType<typeof mockFetch>): unknown {
  const [, init] =
    fetchMock.mock.calls.find(([url]) => String(url) === '/api/submit-preferences') ?? [];
  return init ? JSON.parse(String(init.body)) : undefined;
}

describe('preferences questionnaire', () => {
  it('greets by first name and fills the form with what was saved', async () => {
    mockFetch({ 'GET /api/preferences': { body: saved } });
    renderWithProviders(<PreferencesSection user={ada} />);

    expect(
      screen.getByRole('heading', { level: 2, name: 'Hello Ada, tell us about yourself!' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Non-Vegetarian' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dinner' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No Glucose Spikes' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'No Glucose Spikes',
      'Easy to Cook & Few Ingredients',
      'Fancy and Sophisticated',
    ]);
  });

  it('saves the answers with the user id and thanks the cook by name', async () => {
    const fetchMock = mockFetch({
      'GET /api/preferences': {
        body: { foodPreferences: null, cookingMeal: null, dishPriority: null },
      },
      'POST /api/submit-preferences': { body: { ok: true } },
    });
    const user = userEvent.setup();
    renderWithProviders(<PreferencesSection user={ada} />);

    await user.click(await screen.findByRole('checkbox', { name: 'Non-Vegetarian' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    await user.click(screen.getByRole('radio', { name: 'Breakfast' }));
    await user.click(screen.getByRole('radio', { name: 'Easy to Cook & Few Ingredients' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(
      await screen.findByText('Thank you, Ada! Your preferences have been saved.'),
    ).toBeInTheDocument();
    expect(postedBody(fetchMock)).toEqual({
      userId: 'u-1',
      foodPreferences: ['Vegetarian', 'Non-Vegetarian'],
      cookingMeal: 'Breakfast',
      dishPriority: 'Easy to Cook & Few Ingredients',
    });
    expect(screen.queryByRole('button', { name: 'Save preferences' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change my answers' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(screen.getByRole('radio', { name: 'Breakfast' })).toBeChecked();
  });

  it('sends nothing without a user id, and logs why', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<PreferencesSection user={{ userId: null, firstName: 'Ada' }} />);

    await user.click(screen.getByRole('radio', { name: 'Lunch' }));
    await user.click(screen.getByRole('radio', { name: 'Fancy and Sophisticated' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(log).toHaveBeenCalledWith('User ID is not available. Please log in.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });

  it('asks for a meal and a priority before sending', async () => {
    const fetchMock = mockFetch({
      'GET /api/preferences': {
        body: { foodPreferences: null, cookingMeal: null, dishPriority: null },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PreferencesSection user={ada} />);

    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));

    expect(screen.getByText(/Pick a meal and what matters most/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/submit-preferences', expect.anything());
  });

  it('logs a failed save and says so politely, keeping the answers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      'GET /api/preferences': { body: saved },
      'POST /api/submit-preferences': {
        status: 500,
        body: { statusCode: 500, error: 'The oven is off.' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PreferencesSection user={ada} />);

    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText(/dropped your answers.*The oven is off\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to save preferences', expect.anything()),
    );
    expect(screen.getByRole('radio', { name: 'Dinner' })).toBeChecked();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
  });
});
