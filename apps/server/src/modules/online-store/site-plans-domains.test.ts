// The website builder over HTTP, what a plan allows and who may do what: the plan gates (pack
// limits, custom pages and domains on the free plan), custom domains verified by a DNS TXT record,
// and the theme designer kept to the admin theme user.
import { beforeAll, describe, expect, it } from 'vitest';
import { createStore, login, type StoreFixture } from '../../test/harness.ts';
import { builderTest } from './test-support.ts';

const builder = builderTest({ withTheme: true });
const { call, dns, firstThemeId, siteOf } = builder;

describe('plan gates', () => {
  let free: StoreFixture;
  let freeCookie: string;
  beforeAll(async () => {
    free = await createStore(builder.h, { storeName: 'Free Plan Kirana', supplier: { packageId: 1 } });
    freeCookie = await login(builder.h, free.owner);
    await call('POST', '/api/v1/site/select-theme', { themeId: await firstThemeId() }, freeCookie);
  });

  it('answers the pack limit: the free plan has no custom pages and no domain', async () => {
    expect(
      (await call('POST', '/api/v1/site/pack-limit', { key: 'customPages' }, freeCookie)).json(),
    ).toEqual({
      access: 0,
      count: 0,
    });
    expect((await call('POST', '/api/v1/site/pack-limit', { key: 'domain' }, freeCookie)).json().access).toBe(
      0,
    );
    expect((await call('POST', '/api/v1/site/pack-limit', { key: 'customPages' })).json().access).toBe(1);
  });

  it('refuses to save a new custom page or add a domain on the free plan', async () => {
    const offers = {
      id: 'custom-offers',
      kind: 'custom',
      title: 'Offers',
      slug: 'offers',
      seo: { title: '', keywords: '', description: '' },
      content: { root: { props: {} }, content: [] },
    };
    const site = await siteOf(freeCookie);
    const document = { ...site.document, pages: [...site.document.pages, offers] };
    const saved = await call(
      'PUT',
      '/api/v1/site/draft',
      { document, draftRevision: site.draftRevision },
      freeCookie,
    );
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error.code).toBe('limit_reached');
    const mine = await siteOf();
    const premium = await call('PUT', '/api/v1/site/draft', {
      document: { ...mine.document, pages: [...mine.document.pages, offers] },
      draftRevision: mine.draftRevision,
    });
    expect(premium.statusCode).toBe(200);
    const domain = await call('POST', '/api/v1/site/domains', { host: 'freekirana.in' }, freeCookie);
    expect(domain.statusCode).toBe(403);
    expect(domain.json().error.code).toBe('limit_reached');
  });
});

describe('domains', () => {
  it('adds, verifies by DNS TXT, updates and deletes a domain with the spec toasts', async () => {
    const added = await call('POST', '/api/v1/site/domains', { host: 'https://WWW.LakshmiSilks.in/' });
    expect(added.statusCode).toBe(201);
    const domain = added.json().domain;
    expect(domain).toMatchObject({ host: 'www.lakshmisilks.in', isVerified: false });
    expect(domain.txtRecord.name).toBe('_storekeep.www.lakshmisilks.in');

    const early = await call('POST', `/api/v1/site/domains/${domain.domainId}/verify`);
    expect(early.statusCode).toBe(400);
    dns.set(domain.txtRecord.name, [
      ['unrelated'],
      [domain.txtRecord.value.slice(0, 10), domain.txtRecord.value.slice(10)],
    ]);
    const verified = await call('POST', `/api/v1/site/domains/${domain.domainId}/verify`);
    expect(verified.json().domain.isVerified).toBe(true);

    const other = await createStore(builder.h, { storeName: 'Other Silks' });
    const taken = await call(
      'POST',
      '/api/v1/site/domains',
      { host: 'www.lakshmisilks.in' },
      await login(builder.h, other.owner),
    );
    expect(taken.statusCode).toBe(409);
    expect((await call('POST', '/api/v1/site/domains', { host: 'not a domain' })).json().error.message).toBe(
      'Please enter a valid domain name',
    );

    const updated = await call('PUT', `/api/v1/site/domains/${domain.domainId}`, {
      host: 'lakshmisilks.com',
    });
    expect(updated.json().message).toBe('Domain Updated Successfully');
    expect(updated.json().domain).toMatchObject({ host: 'lakshmisilks.com', isVerified: false });
    const deleted = await call('DELETE', `/api/v1/site/domains/${domain.domainId}`);
    expect(deleted.json()).toEqual({ isSuccess: true, message: 'Domain Deleted Successfully' });
    expect((await call('GET', '/api/v1/site/domains')).json().domains).toEqual([]);
  });
});

describe('theme designer', () => {
  it('is refused to an ordinary store', async () => {
    const themeId = await firstThemeId();
    expect((await call('POST', `/api/v1/site/designer/themes/${themeId}/duplicate`)).statusCode).toBe(403);
  });

  it('edits, duplicates, assigns and copies themes as the admin theme user', async () => {
    const designer = await createStore(builder.h, {
      storeName: 'Theme Studio',
      supplier: { supplierId: 231 },
    });
    const as = await login(builder.h, designer.owner);
    const themeId = await firstThemeId();
    const theme = (await call('GET', `/api/v1/site/designer/themes/${themeId}`, undefined, as)).json();
    // A shipped template comes with its demo cards for the featured blocks on the canvas.
    expect(theme.demo.categories.length).toBeGreaterThan(0);
    expect(theme.demo.categories[0].imageUrl).toMatch(/^\/theme-assets\//);
    const document = structuredClone(theme.document);
    document.pages[0].title = 'Designer Home';
    expect(
      (await call('PUT', `/api/v1/site/designer/themes/${themeId}`, { document: {} }, as)).statusCode,
    ).toBe(400);
    expect((await call('PUT', `/api/v1/site/designer/themes/${themeId}`, { document }, as)).statusCode).toBe(
      200,
    );
    const copy = (
      await call('POST', `/api/v1/site/designer/themes/${themeId}/duplicate`, undefined, as)
    ).json();
    expect(copy.themeId).not.toBe(themeId);
    const assigned = await call(
      'PUT',
      `/api/v1/site/designer/themes/${copy.themeId}/verticals`,
      { verticalIds: [34, 14] },
      as,
    );
    expect(assigned.json().verticalIds).toEqual([34, 14]);
    const salon = (await call('GET', '/api/v1/site/themes?vertical=34')).json().themes;
    expect(salon.map((t2: { themeId: number }) => t2.themeId)).toContain(copy.themeId);
    const target = await createStore(builder.h, { storeName: 'Copied Store' });
    await call(
      'POST',
      `/api/v1/site/designer/themes/${copy.themeId}/copy-to-supplier`,
      { supplierId: target.supplierId },
      as,
    );
    const targetSite = await siteOf(await login(builder.h, target.owner));
    expect(targetSite).toMatchObject({ hasSite: true, themeId: copy.themeId });
    expect(targetSite.document.pages[0].title).toBe('Designer Home');
  });
});
