import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FirstVisitUser } from '../hooks/use-first-visit-dialog';
import { FirstVisitDialogs } from './first-visit-dialogs';

const createdAt = '2026-03-01T12:00:00.000Z';
const clockAt = (minutes: number, seconds: number) => () =>
  new Date(Date.parse(createdAt) + (minutes * 60 + seconds) * 1000);

function dialogsFor(user: FirstVisitUser, now: () => Date) {
  return (
    <MemoryRouter>
      <FirstVisitDialogs user={user} onFinishOnboarding={vi.fn()} now={now} />
    </MemoryRouter>
  );
}

function renderDialogs(user: FirstVisitUser, now: () => Date) {
  return render(dialogsFor(user, now));
}

const onboarded: FirstVisitUser = { userId: 'u-9', firstName: 'Ada', createdAt, onboarded: true };

describe('first-visit dialogs', () => {
  it('welcomes an account created 4:59 ago', () => {
    renderDialogs(onboarded, clockAt(4, 59));

    expect(screen.getByRole('dialog', { name: 'Welcome to Roastie, Ada!' })).toBeInTheDocument();
  });

  it('does not welcome an account created 5:01 ago', () => {
    renderDialogs(onboarded, clockAt(5, 1));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the onboarding instead of the welcome on a first sign-in: never two dialogs', () => {
    renderDialogs({ ...onboarded, onboarded: false }, clockAt(0, 30));

    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(
      screen.getByRole('dialog', { name: 'Getting started with Roastie' }),
    ).toBeInTheDocument();
  });

  it('decides once: the welcome does not vanish when the five minutes run out while it is open', async () => {
    let now = clockAt(4, 59)();
    const { rerender } = renderDialogs(onboarded, () => now);
    now = clockAt(6, 0)();
    // A fresh user object (a refetch) and a later clock: the same decision.
    rerender(dialogsFor({ ...onboarded }, () => now));

    expect(screen.getByRole('dialog', { name: 'Welcome to Roastie, Ada!' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Let’s cook' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
