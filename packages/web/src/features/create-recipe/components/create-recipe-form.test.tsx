import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CreateRecipe } from './create-recipe';
import { CreateRecipeForm } from './create-recipe-form';

vi.mock('browser-image-compression', () => ({
  default: vi.fn(async (file: File) => new File(['small'], file.name, { type: file.type })),
}));

const draft = {
  name: 'Chickpea Curry with Spinach',
  type: 'Dinner',
  description: 'A curry.',
  cookTime: 45,
  servings: 4,
  imageUrl: '/media/AAAAAAAAAAAAAAAAAAAAAA/800.webp',
  glycemicIndex: 44,
  nutritionInfo: { calories: 500, protein: 20, carbs: 80, fat: 10 },
  instructions: [{ description: 'Cook.' }],
  ingredients: [{ name: 'chickpeas', amount: 500, unit: 'g' }],
  glycemicLoad: 33,
  giBand: 'Low',
  glBand: 'High',
  giSource: 'computed',
  carbCoverage: 0.99,
  source: 'builtin',
  photoLooked: false,
  roast: 'Nice.',
  notes: [],
};

const photo = () => new File(['jpeg bytes'], 'curry.jpg', { type: 'image/jpeg' });

/** fetch for POST /api/generateRecipe: answers with `reply`, or never when it is null. */
function stubGenerate(reply: { status: number; body: unknown } | null) {
  const fetchMock = vi.fn(
    (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        if (reply) resolve(jsonResponse(reply));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, file: File, words: string) {
  await user.upload(screen.getByLabelText('Photo'), file);
  await user.type(screen.getByRole('textbox', { name: 'Description' }), words);
}

describe('the create-recipe form', () => {
  beforeEach(() => {
    vi.mocked(imageCompression).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a photo and a description before anything is sent', async () => {
    const fetchMock = stubGenerate(null);
    const user = userEvent.setup();
    renderWithProviders(<CreateRecipeForm />);

    await user.click(screen.getByRole('button', { name: 'Create recipe' }));

    expect(screen.getByText('Please add a photo of your dish.')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers JPEG, PNG and PDF', () => {
    renderWithProviders(<CreateRecipeForm />);
    expect(screen.getByLabelText('Photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,application/pdf',
    );
  });

  it('compresses the photo, shows the pizza and opens the draft in the editor', async () => {
    const fetchMock = stubGenerate({ status: 200, body: draft });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CreateRecipeForm />, '/create-recipe');

    await fillIn(user, photo(), 'chickpea curry with spinach');
    await user.click(screen.getByRole('button', { name: 'Create recipe' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/editor'));
    const sent = JSON.parse(new URLSearchParams(router.state.location.search).get('recipe')!);
    expect(sent).toEqual(draft);
    expect(imageCompression).toHaveBeenCalledWith(expect.any(File), {
      maxSizeMB: 1,
      maxWidthOrHeight: 1024,
      useWebWorker: false,
    });
    const body = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(body.get('dishDescription')).toBe('chickpea curry with spinach');
    expect((body.get('image') as File).name).toBe('curry.jpg');
  });

  it('sends a PDF as it is', async () => {
    const fetchMock = stubGenerate({ status: 200, body: draft });
    const user = userEvent.setup();
    renderWithProviders(<CreateRecipeForm />);
    const pdf = new File(['%PDF-1.4'], 'card.pdf', { type: 'application/pdf' });

    await fillIn(user, pdf, 'grandma’s soup');
    await user.click(screen.getByRole('button', { name: 'Create recipe' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(imageCompression).not.toHaveBeenCalled();
    expect((fetchMock.mock.calls[0]![1]!.body as FormData).get('image')).toBe(pdf);
  });

  it('adds a slice to the pizza every second while Chef Roastie cooks, and loops', async () => {
    stubGenerate(null);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CreateRecipeForm />);
    await fillIn(user, photo(), 'pancakes');
    vi.useFakeTimers();
    fireEvent.submit(screen.getByRole('button', { name: 'Create recipe' }).closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chef Roastie is cooking up your recipe…');
    const slices = () => container.querySelector('svg[data-slices]')!.getAttribute('data-slices');
    expect(slices()).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(slices()).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(slices()).toBe('2');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(slices()).toBe('3');
    expect(container.querySelectorAll('svg[data-slices] > g')).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(slices()).toBe('8');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(slices()).toBe('1');
  });

  it('brings the form back with what was typed and says what happened', async () => {
    stubGenerate({
      status: 502,
      body: { statusCode: 502, error: "Chef Roastie's assistant sent back something unreadable." },
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<CreateRecipeForm />);

    await fillIn(user, photo(), 'banana oat pancakes');
    await user.click(screen.getByRole('button', { name: 'Create recipe' }));

    expect(
      await screen.findByText("Chef Roastie's assistant sent back something unreadable."),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('banana oat pancakes');
    expect(screen.getByText('curry.jpg')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to submit recipe', expect.anything());
  });

  it('alerts when the photo cannot be compressed, and sends nothing', async () => {
    vi.mocked(imageCompression).mockRejectedValueOnce(new Error('not an image'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const fetchMock = stubGenerate(null);
    const user = userEvent.setup();
    renderWithProviders(<CreateRecipeForm />);

    await fillIn(user, photo(), 'soup');
    await user.click(screen.getByRole('button', { name: 'Create recipe' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to compress image. Please try a different image.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create recipe' })).toBeInTheDocument();
  });
});

describe('the create-recipe card', () => {
  it('shows the sign-in control it is given to a visitor, instead of the form', () => {
    renderWithProviders(
      <CreateRecipe access="signed-out" signInControl={<button>Sign in here</button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Recipe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in here' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create recipe' })).not.toBeInTheDocument();
  });
});
