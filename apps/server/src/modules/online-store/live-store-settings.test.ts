// Store settings on the live store: the OG image, favicon, background and SEO apply as they are
// saved (no re-publish), og:image falls back to the logo with its size, the logo gives the default
// favicon, and the logo's phone and webp copies exist from the upload on (older logos get them
// from a job).
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { imagePath } from '@storekeep/domain/image-path';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { jpegImage, pngImage } from '../../test/images.ts';
import { SITE_IMAGE_VARIANTS_QUEUE } from './site-image-variants.ts';
import { builderTest } from './test-support.ts';

const builder = builderTest({ withTheme: true });
const { call, upload, uploadsFile } = builder;

const livePage = async () => {
  const slug = (await call('GET', '/api/v1/site/supplier-info')).json().storeSlug;
  return (await builder.h.app.inject({ method: 'GET', url: `/s/${slug}` })).body;
};
const absolute = (url: string) => `http://localhost:80${url}`;
const fileOf = (url: string) => uploadsFile(url.split('?')[0] as string);

/** The header block shows the logo (as the editor's logo field sets it). */
async function setHeaderLogo(url: string) {
  const site = (await call('GET', '/api/v1/site')).json();
  const document = structuredClone(site.document);
  const header = document.fragments.header.content.find((b: { type: string }) => b.type === 'Header');
  header.props.logo = { url, alt: 'Lakshmi Silks', tooltip: '' };
  const saved = await call('PUT', '/api/v1/site/draft', { document, draftRevision: site.draftRevision });
  expect(saved.statusCode).toBe(200);
}

describe('the logo on the live store', () => {
  it('has its phone, webp and favicon copies from the upload on, and stands in for the OG image and favicon', async () => {
    const logo: string = (await upload('LOGO', 'logo.png', await pngImage(1200, 400))).json().imgURL;
    for (const variant of [
      imagePath(logo, { mobile: true }),
      imagePath(logo, { mobile: true, webp: true }),
      imagePath(logo, { webp: true }),
      imagePath(logo, { width: 192, height: 192, fit: 'contain' }),
    ])
      expect([variant, existsSync(fileOf(variant))]).toEqual([variant, true]);
    expect(imagePath(logo, { mobile: true, webp: true })).toMatch(/_500X\.webp$/);
    await setHeaderLogo(logo);
    await call('POST', '/api/v1/site/publish');

    const page = await livePage();
    // A phone gets the 500 px webp; the server answers it.
    expect(page).toContain(
      `<source type="image/webp" srcSet="${imagePath(logo, { mobile: true, webp: true })} 500w`,
    );
    const phoneLogo = await builder.h.app.inject({
      method: 'GET',
      url: imagePath(logo, { mobile: true, webp: true }),
    });
    expect([phoneLogo.statusCode, phoneLogo.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(page).toContain(
      `<meta property="og:image" content="${absolute(logo)}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="400">`,
    );
    expect(page).toContain(
      `<link rel="icon" type="image/png" sizes="192x192" href="${imagePath(logo, { width: 192, height: 192, fit: 'contain' })}">`,
    );
  });

  it('gets the copies it lacks from the variants job when it was uploaded before they were made', async () => {
    const { h, owner } = builder;
    const logo: string = (await upload('LOGO', 'old-logo.png', await pngImage(900, 300))).json().imgURL;
    // As stored before variants: the original alone, under the old folder, not marked ready.
    const oldKey = `site/${owner.supplierId}/logo/older.png`;
    await mkdir(uploadsFile(`/uploads/site/${owner.supplierId}/logo`), { recursive: true });
    await copyFile(uploadsFile(logo), uploadsFile(`/uploads/${oldKey}`));
    const [row] = await h.database.db
      .insert(t.siteImages)
      .values({
        supplierId: owner.supplierId,
        purpose: 'LOGO',
        storageKey: oldKey,
        url: `/uploads/${oldKey}`,
        contentType: 'image/png',
        width: 900,
        height: 300,
        byteSize: 1000,
      })
      .returning();
    await h.database.db.insert(t.jobs).values({
      supplierId: owner.supplierId,
      queue: SITE_IMAGE_VARIANTS_QUEUE,
      payload: { imageId: row?.imageId, storageKey: oldKey },
    });
    expect(existsSync(uploadsFile(`/uploads/site/${owner.supplierId}/logo/older_500X.png`))).toBe(false);
    await h.app.jobs.drain();
    expect(existsSync(uploadsFile(`/uploads/site/${owner.supplierId}/logo/older_500X.png`))).toBe(true);
    expect(existsSync(uploadsFile(`/uploads/site/${owner.supplierId}/logo/older_192x192.png`))).toBe(true);
  });
});

describe('store settings apply to the live store as saved', () => {
  it('shows a new OG image, favicon and background without a re-publish', async () => {
    const og: string = (await upload('OG_IMAGE', 'share.jpg', await jpegImage(700, 500))).json().imgURL;
    await call('PUT', '/api/v1/site/canvas-images/OG_IMAGE', { imgUrl: og });
    const { encode } = await import('sharp-ico');
    const ico: string = (await upload('FAVICON', 'icon.ico', encode([await pngImage(32, 32)]))).json().imgURL;
    await call('PUT', '/api/v1/site/canvas-images/FAVICON', { imgUrl: ico });
    await call('PUT', '/api/v1/site/background', {
      colorCode: '#fff8e7',
      backgroundImage: '',
      transparencyValue: 1,
      newImages: [],
    });
    const page = await livePage();
    expect(page).toContain(
      `<meta property="og:image" content="${absolute(og)}"><meta property="og:image:width" content="512"><meta property="og:image:height" content="512">`,
    );
    expect(page).toContain(`<link rel="icon" href="${ico}">`);
    expect(page).toContain('background-color:#fff8e7');
  });

  it('leaves the draft’s other unpublished edits off the live store', async () => {
    const site = (await call('GET', '/api/v1/site')).json();
    const document = structuredClone(site.document);
    const home = document.pages.find((p: { kind: string }) => p.kind === 'home');
    home.seo.description = 'Draft words not yet published';
    const saved = await call('PUT', '/api/v1/site/draft', { document, draftRevision: site.draftRevision });
    expect(saved.statusCode).toBe(200);
    await call('PUT', '/api/v1/site/background', {
      colorCode: '#eef6ff',
      backgroundImage: '',
      transparencyValue: 1,
      newImages: [],
    });
    const page = await livePage();
    expect(page).toContain('background-color:#eef6ff');
    expect(page).not.toContain('Draft words not yet published');
    // The draft keeps both.
    const draft = (await call('GET', '/api/v1/site')).json().document;
    expect(draft.theme.background.colorCode).toBe('#eef6ff');
    expect(draft.pages.find((p: { kind: string }) => p.kind === 'home').seo.description).toBe(
      'Draft words not yet published',
    );
  });
});
