// The website builder's HTTP tests share one store per file: a harness whose DNS answers come
// from `dns`, the store's owner logged in, and calls made as that owner unless told otherwise.
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A builder image upload (`purpose`: LOGO, OG_IMAGE, FAVICON, BACKGROUND, CONTENT) as `cookie`. */
export function uploadSiteImage(
  h: Harness,
  cookie: string,
  purpose: string,
  fileName: string,
  bytes: Buffer,
) {
  const form = multipart({ field: 'uploadedImageFile', fileName, bytes });
  return h.app.inject({
    method: 'POST',
    url: `/api/v1/site/images?purpose=${purpose}`,
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
}

/**
 * Registers the file's harness (created before its tests, closed after them) and answers the
 * helpers bound to it; with `withTheme` the owner's store starts with the first grocery theme.
 */
export function builderTest(options: { storeName?: string; withTheme?: boolean } = {}) {
  const dns = new Map<string, string[][]>();
  const pointing = new Map<string, string[]>();
  const answer = async (key: string) => {
    const found = pointing.get(key);
    if (!found) throw Object.assign(new Error(`queryA ENODATA ${key}`), { code: 'ENODATA' });
    return found;
  };
  let h: Harness;
  let owner: StoreFixture;
  let cookie: string;
  const call = (method: Method, url: string, payload?: object, as = cookie) =>
    h.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  /** The first theme of a vertical (18: grocery). */
  const firstThemeId = async (verticalId = 18): Promise<number> =>
    (await call('GET', `/api/v1/site/themes?vertical=${verticalId}`)).json().themes[0].themeId;

  beforeAll(async () => {
    h = await createHarness(
      { publicIpv4: '203.0.113.7' },
      {
        resolveTxt: async (name) => dns.get(name) ?? [],
        domainDns: {
          resolve4: (name) => answer(`A ${name}`),
          resolveCname: (name) => answer(`CNAME ${name}`),
        },
      },
    );
    owner = await createStore(h, { storeName: options.storeName ?? 'Lakshmi Silks' });
    cookie = await login(h, owner.owner);
    if (options.withTheme) await call('POST', '/api/v1/site/select-theme', { themeId: await firstThemeId() });
  });
  afterAll(() => h.close());

  return {
    get h() {
      return h;
    },
    get owner() {
      return owner;
    },
    /** TXT records the domain check reads, by name. */
    dns,
    /** A and CNAME records the pointing check reads, by `TYPE name`. */
    pointing,
    call,
    firstThemeId,
    upload: (purpose: string, fileName: string, bytes: Buffer, as = cookie) =>
      uploadSiteImage(h, as, purpose, fileName, bytes),
    /** Where an uploaded /uploads/… URL is on disk. */
    uploadsFile: (url: string) => join(h.config.uploadsDir, url.replace(/^\/uploads\//, '')),
    siteOf: async (as = cookie) => (await call('GET', '/api/v1/site', undefined, as)).json(),
  };
}
