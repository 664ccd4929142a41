// The language files (GET /mpstatic/jd-angular/client/lang/{lang}/{file}.json) and the apps' error
// reports (common_api.php?action=errorMail) of shared-blocks.md §7, over HTTP.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, createStore, type Harness, login, type StoreFixture } from '../../test/harness.ts';
import { ERROR_REPORTS_PER_WINDOW } from './error-mail-action.ts';

const LANG = '/mpstatic/jd-angular/client/lang';
const COMMON_API = '/marketplace/static/php/web/common_api.php';

type Texts = Record<string, Record<string, string>>;
/** The admin app's catalogue of a language, as its own source holds it (outside the server's project). */
async function adminCatalogue(lang: 'en' | 'hi'): Promise<Texts> {
  const url = pathToFileURL(join(import.meta.dirname, '../../../../web/src/locales', `${lang}.ts`)).href;
  const module = (await import(url)) as { en?: Texts; default?: Texts };
  return (lang === 'en' ? module.en : module.default) as Texts;
}

let en: Texts;
let hi: Texts;
let h: Harness;
let store: StoreFixture;
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  await h.app.jobs.stop();
  store = await createStore(h, { storeName: 'Legacy Language Store' });
  cookie = await login(h, store.owner);
  [en, hi] = await Promise.all([adminCatalogue('en'), adminCatalogue('hi')]);
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers });

const report = (emailText: string, session = cookie) =>
  h.app.inject({
    method: 'POST',
    url: `${COMMON_API}?action=errorMail`,
    payload: new URLSearchParams({ emailText }).toString(),
    headers: {
      cookie: session,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
  });

describe('language files', () => {
  it('serves the admin catalogue of a language with its revision tag, in the file and as the ETag', async () => {
    const reply = await get(`${LANG}/hi/translation.json`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const file = reply.json();
    expect(file.revision).toMatch(/^[\w-]{16}$/);
    expect(reply.headers.etag).toBe(`"${file.revision}"`);
    const { revision: _, ...texts } = file;
    expect(texts).toEqual(hi);
    expect((await get(`${LANG}/en/translation.json`)).json().greeting).toEqual(en.greeting);
  });

  it('serves one namespace as its own file, and another language has another revision', async () => {
    const english = (await get(`${LANG}/en/greeting.json`)).json();
    expect(english).toEqual({ revision: expect.any(String), ...en.greeting });
    const hindi = (await get(`${LANG}/hi/greeting.json`)).json();
    expect(hindi.morning).toBe(hi.greeting?.morning);
    expect(hindi.revision).not.toBe(english.revision);
  });

  it('answers 304 when the app already holds the current revision, the file again for an old one', async () => {
    const first = await get(`${LANG}/ta/translation.json`);
    const etag = String(first.headers.etag);
    const again = await get(`${LANG}/ta/translation.json`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await get(`${LANG}/ta/translation.json`, { 'if-none-match': '"an-old-revision"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers an unknown language or file with the JSON 404 of the legacy paths', async () => {
    for (const path of [
      `${LANG}/fr/translation.json`,
      `${LANG}/hi/no-such-file.json`,
      `${LANG}/hi/translation`,
      `${LANG}/hi/revision.json`,
      '/mpstatic/jd-angular/client/app.js',
    ]) {
      const reply = await get(path);
      expect([path, reply.statusCode, reply.json().isSuccess, reply.json().errorCode]).toEqual([
        path,
        404,
        false,
        'not_found',
      ]);
    }
  });

  it('needs no session (the sign-in page is translated too)', async () => {
    expect((await get(`${LANG}/mr/translation.json`)).statusCode).toBe(200);
  });
});

describe('error reports (errorMail)', () => {
  it('logs a report with the session’s store and answers isSuccess', async () => {
    const warn = vi.spyOn(h.app.log, 'warn');
    const reply = await report('TypeError: x is undefined at main.js:1:2');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ isSuccess: true, logged: true });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        supplierId: store.supplierId,
        report: 'TypeError: x is undefined at main.js:1:2',
      }),
      'legacy app error report',
    );
    warn.mockRestore();
  });

  it('logs only a few reports a minute per session, and another session still reports', async () => {
    const other = await login(h, store.owner);
    const answers: boolean[] = [];
    for (let i = 0; i < ERROR_REPORTS_PER_WINDOW + 3; i++)
      answers.push((await report(`loop ${i}`, other)).json().logged);
    expect(answers.filter(Boolean)).toHaveLength(ERROR_REPORTS_PER_WINDOW);
    expect(answers.slice(-3)).toEqual([false, false, false]);
    const third = await login(h, store.owner);
    expect((await report('a different phone', third)).json()).toEqual({ isSuccess: true, logged: true });
  });

  it('refuses an empty report and answers 401 in the envelope without a session', async () => {
    const empty = await report('');
    expect([empty.statusCode, empty.json().isSuccess]).toEqual([400, false]);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: `${COMMON_API}?action=errorMail`,
      payload: { emailText: 'x' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect([anonymous.statusCode, anonymous.json().isSuccess]).toEqual([401, false]);
  });
});
