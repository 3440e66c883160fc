// The text fields of POST /api/post, checked with core's schema. A multipart form is not
// validated by Fastify's schema, so the failures are shaped here like every other 400:
// the first problem as the message, and one message per field.
import { postFormFieldsSchema, type PostFormFields } from '@roastie/core';
import { badRequest } from '../../lib/http-errors.ts';

export function parsePostForm(fields: Record<string, string>): PostFormFields {
  const result = postFormFieldsSchema.safeParse(fields);
  if (result.success) return result.data;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'form';
    messages[field] ??= issue.message;
  }
  const first = Object.values(messages)[0] ?? 'Please check the form.';
  throw badRequest(first, messages);
}
