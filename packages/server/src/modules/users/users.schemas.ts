// Payloads of the users calls. They will move to @roastie/core with the other API schemas.
import { z } from 'zod';

export const userIdParamsSchema = z.object({
  id: z.uuid("That user id isn't one Chef Roastie hands out."),
});

/** docs/product.md section 7, GET /api/users/{id}: the email only when you ask about yourself. */
export const publicUserSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  created_at: z.iso.datetime(),
  avatarUrl: z.string().nullable(),
  email: z.string().nullable().optional(),
});

export const avatarSchema = z.object({ avatarUrl: z.string().nullable() });

export const onboardedSchema = z.object({ onboarded: z.literal(true) });

export const okSchema = z.object({ ok: z.literal(true) });
