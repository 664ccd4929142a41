import { describe, expect, it } from 'vitest';
import {
  documentVersion,
  migrateSiteDocument,
  SITE_SCHEMA_VERSION,
  SiteSchemaVersionError,
} from './document.ts';
import { SITE_MIGRATIONS } from './migrations.ts';
import { THEMES } from './themes/index.ts';

/** A document as schema version 1 stored it, before the banner, effect and page props changed. */
const versionOne = {
  theme: {
    colors: {
      primary: '#2b8a3e',
      onPrimary: '#ffffff',
      accent: '#f59f00',
      text: '#17301f',
      muted: '#5b6b60',
      surface: '#eef6ea',
      background: '#fbfdf8',
    },
    fonts: { heading: 'display-sans', body: 'modern-sans' },
    background: { colorCode: '#ffffff', backgroundImage: '', transparencyValue: 0.5 },
  },
  ogImage: '/uploads/og.png',
  favicon: '/uploads/favicon.ico',
  fragments: {
    header: {
      root: { props: {} },
      content: [
        {
          type: 'Header',
          props: { id: 'h', title: 'Ravi Stores', logo: '/uploads/logo.png', animation: 'fade-in' },
        },
      ],
    },
    footer: { root: { props: {} }, content: [{ type: 'Footer', props: { id: 'f' } }] },
    mobileStickyFooter: {
      root: { props: {} },
      content: [{ type: 'MobileStickyFooter', props: { id: 's', visibilityStatus: false } }],
    },
  },
  pages: [
    {
      id: 'home',
      kind: 'home',
      name: 'Home',
      slug: '',
      seo: { pageTitle: 'Ravi Stores', keywords: 'grocery', description: 'Fresh groceries' },
      data: {
        root: { props: {} },
        content: [
          {
            type: 'Banner',
            props: {
              id: 'b',
              large: true,
              animation: 'parallax',
              images: [
                '/uploads/banner/a.jpg',
                { src: '/uploads/banner/b.jpg', alt: 'Mangoes', title: 'Summer' },
              ],
            },
          },
          { type: 'CustomHtml', props: { id: 'c', textArea: '<b>Sale</b>' } },
          { type: 'ImageWithText', props: { id: 'i', image: '/uploads/story.jpg', heading: 'Story' } },
        ],
      },
    },
    {
      id: 'category-listing',
      kind: 'category-listing',
      name: 'Category',
      slug: 'category',
      data: { root: { props: {} }, content: [] },
    },
    {
      id: 'product-details',
      kind: 'product-details',
      name: 'Product',
      slug: 'product',
      data: { root: { props: {} }, content: [] },
    },
  ],
};

describe('site document migrations', () => {
  it('a document without a schemaVersion is version 1', () => {
    expect(documentVersion(versionOne)).toBe(1);
    expect(documentVersion({ schemaVersion: 2 })).toBe(2);
  });

  it('are ordered and contiguous from version 1 to the current one', () => {
    expect(SITE_MIGRATIONS.map((migration) => migration.from)).toEqual(
      Array.from({ length: SITE_SCHEMA_VERSION - 1 }, (_, index) => index + 1),
    );
  });

  it('a schema version 1 document loads after the banner, effect and page props changed', () => {
    const doc = migrateSiteDocument(structuredClone(versionOne));
    expect(doc.schemaVersion).toBe(SITE_SCHEMA_VERSION);
    const home = doc.pages.find((page) => page.kind === 'home');
    expect(home?.title).toBe('Home');
    expect(home?.seo).toEqual({ title: 'Ravi Stores', keywords: 'grocery', description: 'Fresh groceries' });
    const [banner, custom, story] = home?.content.content ?? [];
    expect(banner).toMatchObject({
      type: 'BannerCarousel',
      props: {
        template: 'large',
        effect: 'parallax',
        slides: [
          { image: { url: '/uploads/banner/a.jpg', alt: '', tooltip: '' } },
          { image: { url: '/uploads/banner/b.jpg', alt: 'Mangoes', tooltip: 'Summer' } },
        ],
      },
    });
    expect(custom).toMatchObject({
      type: 'CustomHtml',
      props: { textArea: '<b>Sale</b>', encoding: 'plain' },
    });
    expect(story).toMatchObject({
      type: 'ImageWithText',
      props: { image: { url: '/uploads/story.jpg', alt: '', tooltip: '' } },
    });
    expect(doc.fragments.header.content[0]).toMatchObject({
      type: 'Header',
      props: { companyName: 'Ravi Stores', logo: { url: '/uploads/logo.png' }, effect: 'fade-in' },
    });
    expect(doc.canvasImages).toEqual({ ogImage: '/uploads/og.png', favicon: '/uploads/favicon.ico' });
    expect(doc.theme.background.transparencyValue).toBe(0.5);
  });

  it('migrations are pure: the stored input is not changed', () => {
    const input = structuredClone(versionOne);
    migrateSiteDocument(input);
    expect(input).toEqual(versionOne);
  });

  it('a current document passes through unchanged', () => {
    const theme = THEMES[0];
    const once = migrateSiteDocument(theme?.document);
    expect(migrateSiteDocument(once)).toEqual(once);
  });

  it('refuses a document from a newer schema than this code knows', () => {
    expect(() => migrateSiteDocument({ schemaVersion: SITE_SCHEMA_VERSION + 1 })).toThrow(
      SiteSchemaVersionError,
    );
  });
});
