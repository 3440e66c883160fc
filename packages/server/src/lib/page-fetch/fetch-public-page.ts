// Fetches a recipe page for import without letting a cook point the server at itself or its
// network (docs/decisions/0013-recipe-import-and-export.md): http and https only; every hop's host
// is resolved and every address checked (public unicast only), and the connection goes to the
// address that was checked, so DNS cannot change its answer in between; redirects are followed by
// hand, at most 5; 5 seconds in all; at most 2 MB of body, streamed and cut off; HTML only.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';
import { PageFetchError } from './page-fetch-error.ts';

export const PAGE_FETCH_TIMEOUT_MS = 5000;
export const PAGE_FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const PAGE_FETCH_MAX_REDIRECTS = 5;

export interface FetchPageOptions {
  /** Host names (as written in the address) that may resolve to private addresses: tests only. */
  allowPrivateHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPage {
  /** The address the page was finally read from, after redirects. */
  url: string;
  html: string;
}

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

function parseAddress(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PageFetchError('bad-address', 'That doesn’t look like a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PageFetchError(
      'bad-address',
      'Chef Roastie only reads web pages: the address must start with http:// or https://.',
    );
  }
  return url;
}

/** The address to connect to for this URL's host, after checking every address it resolves to. */
async function checkedAddress(url: URL, allowPrivateHosts: readonly string[]) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await dnsLookup(host, { all: true, verbatim: true }).catch(() => {
        throw new PageFetchError(
          'unreachable',
          `Chef Roastie couldn’t find ${host}: check the address?`,
        );
      });
  const first = addresses[0];
  if (!first) {
    throw new PageFetchError(
      'unreachable',
      `Chef Roastie couldn’t find ${host}: check the address?`,
    );
  }
  if (!allowPrivateHosts.includes(host) && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new PageFetchError(
      'private-address',
      'Chef Roastie only fetches public web pages: that address points into a private network.',
    );
  }
  return first;
}

/** A lookup that answers only the address already checked (no second DNS question). */
function pinnedLookup(address: string, family: number): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(url: URL, pinned: { address: string; family: number }, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        headers: {
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'user-agent': 'Roastie recipe importer',
        },
        lookup: pinnedLookup(pinned.address, pinned.family),
        signal,
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const tooLarge = (maxBytes: number) =>
  new PageFetchError(
    'too-large',
    `That page is more than ${Math.round(maxBytes / (1024 * 1024))} MB: too much for Chef Roastie to read.`,
  );

function decode(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

async function fetchHops(
  start: URL,
  options: Required<FetchPageOptions>,
  signal: AbortSignal,
): Promise<FetchedPage> {
  let url = start;
  for (let hop = 0; hop <= PAGE_FETCH_MAX_REDIRECTS; hop += 1) {
    const pinned = await checkedAddress(url, options.allowPrivateHosts);
    const response = await request(url, pinned, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      url = parseAddress(new URL(location, url).toString());
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new PageFetchError(
        'page-error',
        `That page answered ${status}, so there was nothing for Chef Roastie to read.`,
      );
    }
    const contentType = response.headers['content-type'] ?? '';
    if (!HTML_TYPES.some((type) => contentType.toLowerCase().includes(type))) {
      response.destroy();
      throw new PageFetchError(
        'not-html',
        'That address isn’t a web page (Chef Roastie reads HTML pages only). Got a JSON-LD file? Upload it instead.',
      );
    }
    const body = await readBody(response, options.maxBytes);
    return { url: url.toString(), html: decode(body, contentType) };
  }
  throw new PageFetchError(
    'too-many-redirects',
    `That page sends Chef Roastie on more than ${PAGE_FETCH_MAX_REDIRECTS} redirects: he gave up.`,
  );
}

export async function fetchPublicPage(
  address: string,
  options: FetchPageOptions = {},
): Promise<FetchedPage> {
  const settings: Required<FetchPageOptions> = {
    allowPrivateHosts: options.allowPrivateHosts ?? [],
    timeoutMs: options.timeoutMs ?? PAGE_FETCH_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? PAGE_FETCH_MAX_BYTES,
  };
  const start = parseAddress(address.trim());
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  // A DNS question cannot be aborted, so the clock races the whole fetch as well.
  const outOfTime = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('timeout')));
  });
  try {
    return await Promise.race([fetchHops(start, settings, controller.signal), outOfTime]);
  } catch (error) {
    if (error instanceof PageFetchError) throw error;
    if (controller.signal.aborted) {
      throw new PageFetchError(
        'too-slow',
        `That page took more than ${settings.timeoutMs / 1000} seconds to arrive, so Chef Roastie stopped waiting.`,
      );
    }
    throw new PageFetchError('unreachable', 'Chef Roastie couldn’t reach that page: is it up?');
  } finally {
    clearTimeout(timer);
  }
}
