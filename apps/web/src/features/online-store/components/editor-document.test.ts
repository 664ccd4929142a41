// The page-list actions of the editor, one pure function each.
import type { SiteDocument, SitePage } from '@storekeep/blocks/document';
import { migrateSiteDocument } from '@storekeep/blocks/document';
import { THEMES } from '@storekeep/blocks/themes';
import { describe, expect, it } from 'vitest';
import { addCustomPage, deletePage, renamePage, seoPageOf, slugFor } from './editor-document.ts';

const site = (): SiteDocument => migrateSiteDocument((THEMES[0] as { document: unknown }).document);

describe('page list actions', () => {
  it('adds a custom page with a unique, URL-safe address', () => {
    const doc = addCustomPage(addCustomPage(site(), 'Diwali Offers!', 'p1'), 'Diwali offers', 'p2');
    const added = doc.pages.filter((page) => page.kind === 'custom');
    expect(added.map((page) => page.slug)).toEqual(['diwali-offers', 'diwali-offers-2']);
    expect(added[0]).toMatchObject({ id: 'p1', title: 'Diwali Offers!', seo: { title: '' } });
  });

  it('renames a custom page and moves its address; other pages keep theirs', () => {
    const doc = renamePage(addCustomPage(site(), 'Offers', 'p1'), 'p1', 'Festive Sale');
    expect(doc.pages.find((page) => page.id === 'p1')).toMatchObject({
      title: 'Festive Sale',
      slug: 'festive-sale',
    });
    const home = doc.pages.find((page) => page.kind === 'home') as SitePage;
    const renamed = renamePage(doc, home.id, 'Welcome');
    expect(renamed.pages.find((page) => page.id === home.id)).toMatchObject({
      title: 'Welcome',
      slug: home.slug,
    });
  });

  it('deletes only custom pages', () => {
    const doc = addCustomPage(site(), 'Offers', 'p1');
    const home = doc.pages.find((page) => page.kind === 'home') as SitePage;
    expect(deletePage(doc, 'p1').pages.some((page) => page.id === 'p1')).toBe(false);
    expect(deletePage(doc, home.id).pages.some((page) => page.id === home.id)).toBe(true);
  });

  it('maps page kinds to the builder SEO page names and slugs never come out empty', () => {
    const doc = site();
    const kinds = Object.fromEntries(doc.pages.map((page) => [page.kind, seoPageOf(page)]));
    expect(kinds.home).toBe('homepage');
    expect(kinds['category-listing']).toBe('listing');
    expect(kinds['product-details']).toBe('details');
    expect(slugFor('!!!', [])).toBe('page');
  });
});
