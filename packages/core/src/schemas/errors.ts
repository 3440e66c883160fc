// The one error body every failing API call answers (docs/product.md): a status, the message in
// the product's voice, and for a refused form the message of each field. The server writes it,
// the web reads it through one parser.
import { z } from 'zod';

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  /** Per-field messages of a 400 answer, keyed by the field's path (`ingredients.0.amount`). */
  fields: z.record(z.string(), z.string()).optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
