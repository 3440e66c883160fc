import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRecipePageServer,
  type RecipePageServer,
} from '../../../test/helpers/recipe-page-server.ts';
import { fetchPublicPage } from './fetch-public-page.ts';
import { PageFetchError } from './page-fetch-error.ts';
import { isPublicAddress } from './public-address.ts';

let fixture: RecipePageServer;
/** The fixture server is on 127.0.0.1, which only this allowance lets through. */
const allowFixture = { allowPrivateHosts: ['127.0.0.1'] };

beforeAll(async () => {
  fixture = await startRecipePageServer();
  fixture.page('/soup', '<html><head><title>Soup</title></head><body>Soup £3</body></html>');
  fixture.page('/data.json', '{"@type":"Recipe"}', 'application/json');
});
afterAll(() => fixture.close());

async function problemOf(address: string, options = {}) {
  try {
    await fetchPublicPage(address, options);
  } catch (error) {
    if (error instanceof PageFetchError) {
      return { problem: error.problem, status: error.statusCode, message: error.message };
    }
    throw error;
  }
  throw new Error('expected the fetch to be refused');
}

describe('isPublicAddress', () => {
  it.each([
    ['10.1.2.3'],
    ['172.16.0.1'],
    ['192.168.1.10'],
    ['127.0.0.1'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['224.0.0.1'],
    ['255.255.255.255'],
    ['::1'],
    ['::'],
    ['fe80::1'],
    ['fc00::1'],
    ['fd12:3456::1'],
    ['ff02::1'],
    ['::ffff:10.0.0.1'],
    ['::ffff:127.0.0.1'],
    ['not an address'],
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([['93.184.215.14'], ['8.8.8.8'], ['2606:4700:4700::1111'], ['::ffff:8.8.8.8']])(
    'accepts the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('fetchPublicPage', () => {
  it('reads an HTML page from an allowed host', async () => {
    const page = await fetchPublicPage(`${fixture.origin}/soup`, allowFixture);
    expect(page.html).toContain('Soup £3');
    expect(page.url).toBe(`${fixture.origin}/soup`);
  });

  it('follows a redirect and says where it ended', async () => {
    const page = await fetchPublicPage(`${fixture.origin}/redirect?to=/soup`, allowFixture);
    expect(page.url).toBe(`${fixture.origin}/soup`);
  });

  it('refuses a private address (400) without the test allowance', async () => {
    const refused = await problemOf(`${fixture.origin}/soup`);
    expect(refused).toMatchObject({ problem: 'private-address', status: 400 });
    expect(refused.message).toContain('only fetches public web pages');
  });

  it('refuses a name that resolves to loopback, and IPv6 and mapped literals', async () => {
    expect(await problemOf(`http://localhost:${fixture.port}/soup`)).toMatchObject({
      problem: 'private-address',
    });
    expect(await problemOf('http://[::1]/')).toMatchObject({ problem: 'private-address' });
    expect(await problemOf('http://[::ffff:192.168.0.1]/')).toMatchObject({
      problem: 'private-address',
    });
    expect(await problemOf('http://169.254.169.254/latest/meta-data')).toMatchObject({
      problem: 'private-address',
    });
  });

  it('refuses a redirect to a private address, checked on every hop', async () => {
    const toLocalhost = encodeURIComponent(`http://localhost:${fixture.port}/soup`);
    expect(
      await problemOf(`${fixture.origin}/redirect?to=${toLocalhost}`, allowFixture),
    ).toMatchObject({ problem: 'private-address', status: 400 });
    const toMetadata = encodeURIComponent('http://169.254.169.254/');
    expect(
      await problemOf(`${fixture.origin}/redirect?to=${toMetadata}`, allowFixture),
    ).toMatchObject({ problem: 'private-address', status: 400 });
  });

  it('refuses addresses that are not web pages', async () => {
    const refused = await problemOf('file:///etc/passwd');
    expect(refused).toMatchObject({ problem: 'bad-address', status: 400 });
    expect(refused.message).toContain('http:// or https://');
    expect(await problemOf('not a url')).toMatchObject({ problem: 'bad-address', status: 400 });
    const toFtp = encodeURIComponent('ftp://example.com/recipe');
    expect(await problemOf(`${fixture.origin}/redirect?to=${toFtp}`, allowFixture)).toMatchObject({
      problem: 'bad-address',
    });
  });

  it('gives up after 5 redirects', async () => {
    expect(await problemOf(`${fixture.origin}/loop`, allowFixture)).toMatchObject({
      problem: 'too-many-redirects',
      status: 502,
    });
  });

  it('refuses a page over 2 MB (413), cut off while streaming', async () => {
    const refused = await problemOf(`${fixture.origin}/huge`, allowFixture);
    expect(refused).toMatchObject({ problem: 'too-large', status: 413 });
    expect(refused.message).toContain('2 MB');
  });

  it('stops waiting for a page that is too slow', async () => {
    const refused = await problemOf(`${fixture.origin}/slow`, { ...allowFixture, timeoutMs: 300 });
    expect(refused).toMatchObject({ problem: 'too-slow', status: 504 });
    expect(refused.message).toContain('stopped waiting');
  });

  it('refuses what is not HTML (415)', async () => {
    const refused = await problemOf(`${fixture.origin}/data.json`, allowFixture);
    expect(refused).toMatchObject({ problem: 'not-html', status: 415 });
    expect(refused.message).toContain('HTML');
  });

  it('says when the page answers an error', async () => {
    expect(await problemOf(`${fixture.origin}/missing`, allowFixture)).toMatchObject({
      problem: 'page-error',
      status: 502,
    });
  });
});
