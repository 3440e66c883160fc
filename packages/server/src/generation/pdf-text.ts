// Reads the text of a PDF. Runs inside the heavy-work worker, never on the main thread: pdf-parse
// is pure JavaScript, so a heavy PDF would hold the event loop and no timer could interrupt it
// (docs/decisions/0015-security-hardening.md).

export interface PdfTextRequest {
  data: Uint8Array;
  /** Only the first pages are read. */
  maxPages: number;
  /** The tidied text is cut to this many characters. */
  maxLength: number;
}

/** The PDF's text, tidied (page markers and runs of blank space removed) and cut to length. */
export async function pdfText({ data, maxPages, maxLength }: PdfTextRequest): Promise<string> {
  // Imported here, when a PDF arrives: pdf-parse costs 30 MB and a quarter second at start, and
  // patches globals, which only this worker thread then sees (docs/decisions/0014-speed.md).
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data });
  try {
    const result = await parser.getText({ first: maxPages, pageJoiner: '' });
    return result.text
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n')
      .trim()
      .slice(0, maxLength);
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
