// The site document: theme settings, pages (home, static, custom, and the category-listing and
// product-details templates), the shared header / footer / mobile sticky footer, per-page SEO and
// the store's canvas images. Stored documents carry schemaVersion; migrateSiteDocument() upgrades
// any older one through SITE_MIGRATIONS (small pure functions, oldest first) and then validates it.
import { type BlockTranslations, blockTranslationsSchema } from '@storekeep/domain/block-translations';
import { type PageSeo, pageSeoSchema } from '@storekeep/domain/page-seo';
import { z } from 'zod';
import {
  BLOCK_SCHEMAS,
  type BlockPropsMap,
  type BlockType,
  FRAGMENT_BLOCKS,
  isBlockType,
  PAGE_BLOCKS,
} from './block-schemas.ts';
import { blockTextCleaners, blockTextLimits } from './block-texts.ts';
import { SITE_MIGRATIONS } from './migrations.ts';
import type { RootProps } from './root-config.tsx';
import { themeSettingsSchema } from './theme-settings.ts';

export const SITE_SCHEMA_VERSION = 2;

export const PAGE_KINDS = ['home', 'static', 'custom', 'category-listing', 'product-details'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
/** Templates and the home page exist exactly once; static and custom pages may be many. */
export const SINGLE_PAGE_KINDS: PageKind[] = ['home', 'category-listing', 'product-details'];
/** The SEO page names of website-builder §3 for each page kind. */
export const PAGE_KIND_SEO_NAME: Record<PageKind, 'home' | 'static' | 'category' | 'product'> = {
  home: 'home',
  static: 'static',
  custom: 'static',
  'category-listing': 'category',
  'product-details': 'product',
};

/** A page's title, keywords and description for search engines, with their texts per language. */
export const seoSchema = pageSeoSchema;
export type { PageSeo };

const blockDataSchema = z
  .object({ type: z.string(), props: z.record(z.string(), z.unknown()) })
  .transform((block, ctx) => {
    if (!isBlockType(block.type)) {
      ctx.addIssue({ code: 'custom', message: `Unknown block type ${block.type}`, path: ['type'] });
      return z.NEVER;
    }
    const parsed = BLOCK_SCHEMAS[block.type].safeParse(block.props);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['props', ...issue.path.map(String)] });
      return z.NEVER;
    }
    const id = typeof block.props.id === 'string' ? block.props.id : '';
    // The merchant's texts in other languages, checked against the block's own texts and limits.
    // Left out, the block has none of its own (a save keeps the stored ones: keepTranslations).
    if (block.props.translations === undefined)
      return { type: block.type, props: { ...parsed.data, id } } as StoredBlock;
    const translations = blockTranslationsSchema(
      blockTextLimits(block.type),
      blockTextCleaners(block.type),
    ).safeParse(block.props.translations);
    if (!translations.success) {
      for (const issue of translations.error.issues)
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['props', 'translations', ...issue.path.map(String)],
        });
      return z.NEVER;
    }
    return {
      type: block.type,
      props: { ...parsed.data, id, translations: translations.data },
    } as StoredBlock;
  });

/** Parses one block (type and props) with its schema; throws ZodError when it is not valid. */
export function parseBlock(input: unknown): StoredBlock {
  return blockDataSchema.parse(input);
}

/** One stored block, props typed by its type, with the merchant's texts in other languages. */
export type StoredBlock = {
  [K in BlockType]: { type: K; props: BlockPropsMap[K] & { id: string; translations?: BlockTranslations } };
}[BlockType];

function contentSchema(allowed: readonly BlockType[]) {
  return z.array(blockDataSchema).superRefine((blocks, ctx) => {
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (!allowed.includes(block.type))
        ctx.addIssue({
          code: 'custom',
          message: `${block.type} cannot be placed here`,
          path: [index, 'type'],
        });
      const id = block.props.id;
      if (!id)
        ctx.addIssue({ code: 'custom', message: 'Every block needs an id', path: [index, 'props', 'id'] });
      else if (seen.has(id))
        ctx.addIssue({ code: 'custom', message: `Duplicate block id ${id}`, path: [index, 'props', 'id'] });
      else seen.add(id);
    });
  });
}

/** Puck's Data for one page or fragment: root props are not stored here (the theme is site-wide). */
function puckDataSchema(allowed: readonly BlockType[]) {
  return z.object({
    root: z
      .object({ props: z.object({ title: z.string().max(120).optional() }).default({}) })
      .default({ props: {} }),
    content: contentSchema(allowed),
  });
}

export const pageSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(PAGE_KINDS),
  title: z.string().trim().min(1).max(80),
  /** The path under the store, '' for home: /s/{store}/{slug}. */
  slug: z
    .string()
    .max(80)
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'Use lower-case letters, digits and dashes'),
  seo: seoSchema.default({ title: '', keywords: '', description: '' }),
  /** The page's own blocks as Puck Data (header and footer are shared fragments). */
  content: puckDataSchema(PAGE_BLOCKS),
});
export type SitePage = z.infer<typeof pageSchema>;

export const fragmentsSchema = z.object({
  header: puckDataSchema(FRAGMENT_BLOCKS.header),
  footer: puckDataSchema(FRAGMENT_BLOCKS.footer),
  mobileStickyFooter: puckDataSchema(FRAGMENT_BLOCKS.mobileStickyFooter),
});
export type SiteFragments = z.infer<typeof fragmentsSchema>;
export type FragmentName = keyof SiteFragments;

export const canvasImagesSchema = z.object({
  ogImage: z.string().max(2000).nullable().default(null),
  favicon: z.string().max(2000).nullable().default(null),
});

export const siteDocumentSchema = z
  .object({
    schemaVersion: z.literal(SITE_SCHEMA_VERSION),
    theme: themeSettingsSchema,
    pages: z.array(pageSchema).min(1).max(100),
    fragments: fragmentsSchema,
    canvasImages: canvasImagesSchema.default({ ogImage: null, favicon: null }),
  })
  .superRefine((doc, ctx) => {
    for (const kind of SINGLE_PAGE_KINDS) {
      const count = doc.pages.filter((page) => page.kind === kind).length;
      if (count !== 1)
        ctx.addIssue({ code: 'custom', message: `A site has exactly one ${kind} page`, path: ['pages'] });
    }
    const ids = new Set<string>();
    const slugs = new Set<string>();
    doc.pages.forEach((page, index) => {
      if (ids.has(page.id))
        ctx.addIssue({
          code: 'custom',
          message: `Duplicate page id ${page.id}`,
          path: ['pages', index, 'id'],
        });
      ids.add(page.id);
      const routed = page.kind === 'static' || page.kind === 'custom';
      if (routed && page.slug === '')
        ctx.addIssue({ code: 'custom', message: 'A page needs an address', path: ['pages', index, 'slug'] });
      if (routed && slugs.has(page.slug))
        ctx.addIssue({
          code: 'custom',
          message: 'This address is used by another page',
          path: ['pages', index, 'slug'],
        });
      if (routed) slugs.add(page.slug);
    });
  });
export type SiteDocument = z.infer<typeof siteDocumentSchema>;
/** What the document looks like before parsing (defaults may be left out). */
export type SiteDocumentInput = z.input<typeof siteDocumentSchema>;

export class SiteSchemaVersionError extends Error {
  constructor(readonly version: number) {
    super(
      `Site document schema version ${version} is newer than this server understands (${SITE_SCHEMA_VERSION})`,
    );
  }
}

/** The schema version a stored document says it has; documents from before versioning are 1. */
export function documentVersion(doc: unknown): number {
  if (doc && typeof doc === 'object' && 'schemaVersion' in doc && typeof doc.schemaVersion === 'number')
    return doc.schemaVersion;
  return 1;
}

/** Upgrades a stored document of any older schema version, then validates it (throws ZodError if invalid). */
export function migrateSiteDocument(doc: unknown): SiteDocument {
  let version = documentVersion(doc);
  if (version > SITE_SCHEMA_VERSION) throw new SiteSchemaVersionError(version);
  let current: unknown = doc;
  for (const migration of SITE_MIGRATIONS) {
    if (migration.from === version) {
      current = migration.up(current);
      version = migration.from + 1;
    }
  }
  return siteDocumentSchema.parse(current);
}

export type { RootProps };
