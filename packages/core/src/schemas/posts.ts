// Payloads of the food-memory calls (docs/product.md sections 3, 5 and 7): the form fields of
// POST /api/post, the post the API answers, and the feed's query and page.
import { z } from 'zod';
import { authorSchema } from './recipes.ts';
import { safeText } from './safe-text.ts';

export const MAX_DISH_NAME_LENGTH = 120;
export const MAX_MEMORY_LENGTH = 2000;
export const POST_PAGE_MAX = 50;
/**
 * A memory may be dated up to one day ahead of the server's clock: the cook's "today" runs up to
 * 14 hours ahead of UTC (Kiribati), and a date the cook typed by hand is theirs to choose.
 */
export const MEMORY_DATE_SLACK_DAYS = 1;
/** Older than this is a typo, not a memory. */
export const EARLIEST_MEMORY_YEAR = 1900;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day of a YYYY-MM-DD string as UTC milliseconds, or null when no such day exists. */
export function isoDateToUtcMs(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to 2 March: a date that changes on the way back is not real.
  const real =
    back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
  return real ? ms : null;
}

/** What is wrong with a memory's date, or null when it will do. `now` is for tests. */
export function memoryDateProblem(value: string, now: Date = new Date()): string | null {
  const ms = isoDateToUtcMs(value);
  if (ms === null) return 'Please pick a real date, like 2026-11-22.';
  if (new Date(ms).getUTCFullYear() < EARLIEST_MEMORY_YEAR) {
    return `That date is before ${EARLIEST_MEMORY_YEAR}: please check the year.`;
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (ms > today + MEMORY_DATE_SLACK_DAYS * DAY_MS) {
    return 'That date is in the future: share memories of meals you have already cooked.';
  }
  return null;
}

const requiredText = (missing: string, max: number, tooLong: string) =>
  safeText({ error: missing }).trim().min(1, missing).max(max, tooLong);

/**
 * The text fields of POST /api/post (multipart, beside the `image` file). `user_id` is the product's
 * field: the server compares it with the session's user and never trusts it.
 */
export const postFormFieldsSchema = z.object({
  recipeName: requiredText(
    'Please name the dish.',
    MAX_DISH_NAME_LENGTH,
    `The dish name is too long: ${MAX_DISH_NAME_LENGTH} characters at most.`,
  ),
  description: requiredText(
    'Please write a few words about this food memory.',
    MAX_MEMORY_LENGTH,
    `That memory is too long: ${MAX_MEMORY_LENGTH} characters at most.`,
  ),
  date: safeText({ error: 'Please pick the date you cooked it.' })
    .trim()
    .min(1, 'Please pick the date you cooked it.')
    .superRefine((value, ctx) => {
      const problem = memoryDateProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  recipe_id: safeText({ error: 'Please link the recipe you cooked.' })
    .trim()
    .min(1, 'Please link the recipe you cooked.')
    .pipe(z.uuid({ error: 'That is not a recipe id.' })),
  user_id: safeText().max(100).optional(),
});
export type PostFormFields = z.infer<typeof postFormFieldsSchema>;

/** A food memory as the API shows it: the product's Post (id, userId, recipeID, content, imageURL, date). */
export const postSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** Null once the linked recipe has been deleted; the memory stays. */
  recipeID: z.string().nullable(),
  /** The dish, as the cook named it. */
  recipeName: z.string(),
  content: z.string(),
  /** The default (800 px) WebP variant; srcSet lists every width. */
  imageURL: z.string(),
  srcSet: z.string(),
  /** A tiny blurred image as a data URI, shown while the photo loads. */
  placeholder: z.string(),
  width: z.number(),
  height: z.number(),
  /** The day it was cooked, YYYY-MM-DD. */
  date: z.string(),
  created_at: z.string(),
  author: authorSchema.unwrap(),
});
export type Post = z.infer<typeof postSchema>;

export const postListQuerySchema = z.object({
  /** My Posts: only the signed-in cook's memories (`author=me` says the same). */
  mine: z.enum(['true', 'false'], { error: "mine can only be 'true' or 'false'" }).optional(),
  author: z.enum(['me'], { error: "author can only be 'me'" }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(POST_PAGE_MAX).default(12),
});
export type PostListQuery = z.input<typeof postListQuerySchema>;

export const postListResponseSchema = z.object({
  data: z.array(postSchema),
  nextCursor: z.string().nullable(),
});
export type PostPage = z.infer<typeof postListResponseSchema>;

export const postIdParamsSchema = z.object({ id: z.uuid({ error: 'That is not a memory id' }) });
export const cookedCountResponseSchema = z.object({ posts: z.number() });
