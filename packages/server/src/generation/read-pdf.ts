// Text from an uploaded PDF (a recipe card, a page from a cookbook) to add to the description.
// The type comes from the bytes ("%PDF-"), never the file name. Bounded three ways, because a
// PDF is a program of sorts: the first pages only, a deadline, and a maximum length.
import { MAX_PDF_TEXT_LENGTH } from '@roastie/core';
import { HttpError } from '../lib/http-errors.ts';
import { withTimeout } from '../lib/with-timeout.ts';

const MAX_PAGES = 5;
const PDF_DEADLINE_MS = 10_000;

export const isPdf = (bytes: Uint8Array) =>
  bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

const unreadable = () =>
  new HttpError(
    400,
    "Chef Roastie couldn't read that PDF. Please try a photo of the dish, or another file.",
  );

/** The PDF's text, tidied (page markers and runs of blank space removed) and cut to length. */
export async function extractPdfText(data: Buffer): Promise<string> {
  // Imported here, when a PDF arrives: pdf-parse costs 30 MB and a quarter second at start, and
  // patches globals for the whole process (docs/decisions/0014-speed.md).
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(data) });
  try {
    const result = await withTimeout(
      parser.getText({ first: MAX_PAGES, pageJoiner: '' }),
      PDF_DEADLINE_MS,
      'pdf timeout',
    );
    return result.text
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n')
      .trim()
      .slice(0, MAX_PDF_TEXT_LENGTH);
  } catch {
    throw unreadable();
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
