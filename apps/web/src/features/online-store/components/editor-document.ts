// The editor's pure edits of a site document beyond Puck's own (packages/blocks page-data.ts
// turns pages and fragments into Puck data and back): which part is open, and the page list
// actions — add, rename and delete a custom page.
import type { FragmentName, SiteDocument, SitePage } from '@storekeep/blocks/document';
import { findPage, fragmentEditorData, pageEditorData, type SiteData } from '@storekeep/blocks/page-data';

export type EditTarget = { kind: 'page'; pageId: string } | { kind: 'fragment'; name: FragmentName };

export const FRAGMENTS: readonly FragmentName[] = ['header', 'footer', 'mobileStickyFooter'];

/** The builder's page name for the SEO call (website-builder.md §3: homepage, staticpage, listing, details). */
export function seoPageOf(page: SitePage): string {
  if (page.kind === 'home') return 'homepage';
  if (page.kind === 'category-listing') return 'listing';
  if (page.kind === 'product-details') return 'details';
  return 'staticpage';
}

export function targetKey(target: EditTarget): string {
  return target.kind === 'page' ? `page:${target.pageId}` : `fragment:${target.name}`;
}

/** Puck's data for the open part: a page (the home page when the target is gone) or a fragment. */
export function editorData(doc: SiteDocument, target: EditTarget): SiteData {
  if (target.kind === 'fragment') return fragmentEditorData(doc, target.name);
  // A site always has a home page (the schema refuses one without).
  const page = findPage(doc, target.pageId) ?? doc.pages.find((p) => p.kind === 'home') ?? doc.pages[0];
  if (!page) throw new Error('The site has no pages');
  return pageEditorData(doc, page);
}

/** The open page's slug for the preview ('' for the home page and for fragments). */
export function currentSlug(doc: SiteDocument, target: EditTarget): string {
  if (target.kind !== 'page') return '';
  const page = doc.pages.find((p) => p.id === target.pageId);
  return !page || page.kind === 'home' ? '' : page.slug;
}

/** A URL-safe slug from a page name ('About Us' → 'about-us'), unique among the pages. */
export function slugFor(name: string, pages: readonly SitePage[], exceptId?: string): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'page';
  const taken = new Set(pages.filter((p) => p.id !== exceptId).map((p) => p.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export function addCustomPage(doc: SiteDocument, name: string, id: string): SiteDocument {
  const page: SitePage = {
    id,
    kind: 'custom',
    title: name.trim(),
    slug: slugFor(name, doc.pages),
    seo: { title: '', keywords: '', description: '' },
    content: { root: { props: {} }, content: [] },
  };
  return { ...doc, pages: [...doc.pages, page] };
}

/** Renaming a custom page moves its address with it; other pages keep theirs. */
export function renamePage(doc: SiteDocument, pageId: string, name: string): SiteDocument {
  return {
    ...doc,
    pages: doc.pages.map((p) =>
      p.id === pageId
        ? { ...p, title: name.trim(), slug: p.kind === 'custom' ? slugFor(name, doc.pages, pageId) : p.slug }
        : p,
    ),
  };
}

/** Only custom pages can be deleted; the home, static and template pages stay. */
export function deletePage(doc: SiteDocument, pageId: string): SiteDocument {
  return { ...doc, pages: doc.pages.filter((p) => p.id !== pageId || p.kind !== 'custom') };
}
