// Text from an uploaded PDF (a recipe card, a page from a cookbook) to add to the description.
// The type comes from the bytes ("%PDF-"), never the file name. Bounded four ways, because a
// PDF is a program of sorts: the first pages only, a maximum length, and a worker thread with a
// deadline that terminates it (heavy-work/, docs/decisions/0015-security-hardening.md).
import { MAX_PDF_TEXT_LENGTH } from '@roastie/core';
import { heavyWork } from '../heavy-work/heavy-work.ts';
import { HeavyWorkTimeout } from '../heavy-work/heavy-work-pool.ts';
import { HttpError } from '../lib/http-errors.ts';

const MAX_PAGES = 5;

export const isPdf = (bytes: Uint8Array) =>
  bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';

const unreadable = () =>
  new HttpError(
    400,
    "Chef Roastie couldn't read that PDF. Please try a photo of the dish, or another file.",
  );

const tooSlow = () =>
  new HttpError(
    422,
    "Chef Roastie couldn't read that PDF in time: it is too heavy. Please try a photo of the dish, or a shorter file.",
  );

/** The PDF's text, tidied and cut to length; read on a worker thread. */
export async function extractPdfText(data: Buffer): Promise<string> {
  try {
    return await heavyWork().run('pdf-text', {
      data: new Uint8Array(data),
      maxPages: MAX_PAGES,
      maxLength: MAX_PDF_TEXT_LENGTH,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error; // the kitchen is full (503)
    if (error instanceof HeavyWorkTimeout) throw tooSlow();
    throw unreadable();
  }
}
