// The signed-in user as the API presents them: the answer of GET /api/user, register, login and
// Google sign-in (docs/product.md section 4).
import { z } from 'zod';

export const currentUserSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  /** ISO date and time the account was created. */
  createdAt: z.iso.datetime(),
  avatarUrl: z.string().nullable(),
  /** The onboarding dialog has been finished once. */
  onboarded: z.boolean(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
