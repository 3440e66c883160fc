// The signed-in user as routes see it (`request.user`), and how the API presents them.
import { currentUserSchema, type CurrentUser } from '@roastie/core';
import type { users } from '../db/schema/index.ts';
import { avatarUrl } from '../media/media-urls.ts';
import { displayName, firstName } from './display-name.ts';

export interface SessionUser {
  id: string;
  email: string | null;
  fullName: string | null;
  createdAt: Date;
  avatarKey: string | null;
  onboardedAt: Date | null;
}

export const sessionUserColumns = (t: typeof users) => ({
  id: t.id,
  email: t.email,
  fullName: t.fullName,
  createdAt: t.createdAt,
  avatarKey: t.avatarKey,
  onboardedAt: t.onboardedAt,
});

/** Public address of an avatar (the media pipeline's URL scheme). */
export const avatarUrlFor = avatarUrl;

/** The answer of GET /api/user, register, login and Google sign-in: core's contract. */
export { currentUserSchema, type CurrentUser };

export function toCurrentUser(user: SessionUser): CurrentUser {
  return {
    userId: user.id,
    firstName: firstName(user.fullName),
    fullName: displayName(user.fullName),
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    avatarUrl: avatarUrlFor(user.avatarKey),
    onboarded: user.onboardedAt !== null,
  };
}
