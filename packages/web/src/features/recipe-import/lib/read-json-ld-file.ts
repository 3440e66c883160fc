// An uploaded .json or .jsonld file read in the browser: JSON, at most 1 MB (the API's body
// limit), or a sentence saying what is wrong with it.
export const MAX_JSON_LD_FILE_BYTES = 1024 * 1024;

export type JsonLdFile = { ok: true; data: unknown } | { ok: false; message: string };

export async function readJsonLdFile(file: File): Promise<JsonLdFile> {
  if (file.size > MAX_JSON_LD_FILE_BYTES) {
    return { ok: false, message: 'That file is over 1 MB: a recipe file is much smaller.' };
  }
  try {
    return { ok: true, data: JSON.parse(await file.text()) as unknown };
  } catch {
    return {
      ok: false,
      message: 'That file isn’t JSON: Chef Roastie needs a schema.org Recipe in JSON-LD.',
    };
  }
}
