// The server's few edits of a site document (packages/blocks owns its shape): load any stored
// version through the ordered migrations, read and set the store-level parts (canvas images,
// background, page SEO), count pages for the plan limits, and find the image URLs it uses.
import {
  migrateSiteDocument,
  SITE_SCHEMA_VERSION,
  type SiteDocument,
  siteDocumentSchema,
} from '@storekeep/blocks/document';
import { keepSeoTranslations } from '@storekeep/domain/page-seo';
import type { CanvasImageType, ThemeBackground } from '@storekeep/domain/website-builder';
import { invalid } from '../../http/errors.ts';

export { SITE_SCHEMA_VERSION, type SiteDocument };

/** A stored document of any schema version, upgraded to the current one. */
export function loadDocument(stored: unknown): SiteDocument {
  return migrateSiteDocument(stored);
}

/** A document sent by the editor: upgraded, then checked against the current schema. */
export function parseDocument(input: unknown): SiteDocument {
  let migrated: unknown;
  try {
    migrated = migrateSiteDocument(input);
  } catch {
    throw invalid('This site document cannot be read.');
  }
  const parsed = siteDocumentSchema.safeParse(migrated);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues.slice(0, 20)) fields[issue.path.join('.')] = issue.message;
    throw invalid('This site document is not valid.', fields);
  }
  return parsed.data;
}

export function canvasImageOf(doc: SiteDocument, type: CanvasImageType): string {
  return (type === 'OG_IMAGE' ? doc.canvasImages.ogImage : doc.canvasImages.favicon) ?? '';
}

export function withCanvasImage(doc: SiteDocument, type: CanvasImageType, url: string): SiteDocument {
  const key = type === 'OG_IMAGE' ? 'ogImage' : 'favicon';
  return { ...doc, canvasImages: { ...doc.canvasImages, [key]: url } };
}

/** The logo of the site's header ('' when the header shows the name alone). */
export function logoOf(doc: SiteDocument): string {
  for (const block of doc.fragments.header.content)
    if (block.type === 'Header' && block.props.logo.url) return block.props.logo.url;
  return '';
}

export function backgroundOf(doc: SiteDocument): ThemeBackground {
  return doc.theme.background;
}

export function withBackground(doc: SiteDocument, background: ThemeBackground): SiteDocument {
  return { ...doc, theme: { ...doc.theme, background } };
}

/** Store-level parts that survive a change of theme: the canvas images and every page's SEO. */
export function carryStoreSettings(from: SiteDocument, into: SiteDocument): SiteDocument {
  const seoByKey = new Map(from.pages.map((page) => [pageKey(page), page.seo]));
  return {
    ...into,
    canvasImages: { ...from.canvasImages },
    pages: into.pages.map((page) => {
      const seo = seoByKey.get(pageKey(page));
      return seo ? { ...page, seo } : page;
    }),
  };
}

type Page = SiteDocument['pages'][number];
export type PageSeo = Page['seo'];
const pageKey = (page: Page) => `${page.kind}:${page.slug}`;

export function findPage(doc: SiteDocument, pageId: string): Page | undefined {
  return doc.pages.find((page) => page.id === pageId);
}

/** The page's SEO replaced; sent without its texts per language, the stored ones stay. */
export function withPageSeo(doc: SiteDocument, pageId: string, seo: PageSeo): SiteDocument {
  return {
    ...doc,
    pages: doc.pages.map((page) =>
      page.id === pageId ? { ...page, seo: keepSeoTranslations(page.seo, seo) } : page,
    ),
  };
}

export function pageCounts(doc: SiteDocument): { pages: number; customPages: number } {
  return { pages: doc.pages.length, customPages: doc.pages.filter((page) => page.kind === 'custom').length };
}

/** Every string in the document that is one of the given URLs (shape-agnostic walk). */
export function referencedUrls(documents: readonly unknown[], candidates: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (candidates.has(value)) found.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item);
    }
  };
  for (const doc of documents) visit(doc);
  return found;
}
