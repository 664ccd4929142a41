// Reply shapes of the website builder's API (/api/v1/site/…), shared by the server (its routes'
// reply schemas) and the admin app (which parses each reply with them). Fields are listed in the
// order the server writes them: the compiled serializer writes a reply in its schema's order.
// The site document itself is the blocks' to describe (packages/blocks document.ts
// siteDocumentSchema): here it is any JSON value, which the editor reads with that schema.
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { pageSeoSchema } from './page-seo.ts';
import { themeBackgroundSchema } from './website-builder.ts';

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

/** A JSON value whose shape another package owns (the site document). */
const siteDocumentJson = z
  .unknown()
  .meta({ description: 'The site document (packages/blocks siteDocumentSchema)' });

// ── Catalogue cards (the featured blocks' products and categories) ──────────────────────────

export const productCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Absolute or store-relative link to the product page. */
  href: z.string(),
  imageUrl: z.string().nullable(),
  /** The picture's _500X mobile variant exists (an uploaded image once its variants are made). */
  imageHasVariants: z.boolean().optional(),
  imageAlt: z.string(),
  /** Selling price in integer paise. */
  pricePaise: z.number().int(),
  /** MRP in integer paise when it is above the price (shown struck through). */
  mrpPaise: z.number().int().nullable(),
  inStock: z.boolean(),
  /** Enquiry-only products show "Enquire" instead of a price. */
  enquiryOnly: z.boolean(),
  /** Products with options are chosen on their own page, not added from a card. */
  hasVariants: z.boolean().optional(),
  /** The quantity a card adds (the product's minimum order quantity); 1 when absent. */
  minOrderQuantity: z.string().optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const categoryCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  href: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

/**
 * GET /site/catalogue: the store's cards for the featured blocks on the editor's canvas. A store's
 * product card has every field (an optional one would be written after the others).
 */
export const editorCatalogueReplySchema = z.object({
  /** Newest first. */
  products: z.array(productCardSchema.required()),
  categories: z.array(categoryCardSchema),
  /** Product ids by category id. */
  productsByCategory: z.record(z.string(), z.array(z.string())),
});
export type EditorCatalogueReply = z.infer<typeof editorCatalogueReplySchema>;

/** A shipped template's demo cards, shown by its featured blocks before a store has products. */
export const themeDemoSchema = z.object({
  categories: z.array(categoryCardSchema),
  products: z.array(productCardSchema),
});

// ── Theme gallery ────────────────────────────────────────────────────────────────────────────

export const themeCategoriesReplySchema = z.object({
  categories: z.array(z.object({ categoryId: id, name: z.string() })),
});
export type ThemeCategory = z.infer<typeof themeCategoriesReplySchema>['categories'][number];

export const verticalsReplySchema = z.object({
  verticals: z.array(z.object({ verticalId: id, key: z.string(), name: z.string(), categoryId: id })),
});
export type Vertical = z.infer<typeof verticalsReplySchema>['verticals'][number];

/** A shipped theme's preview picture and main colours. */
export const themeSwatchSchema = z.object({
  image: z.string(),
  primary: z.string(),
  accent: z.string(),
  background: z.string(),
});

export const themeSummarySchema = z.object({
  themeId: id,
  name: z.string(),
  description: z.string(),
  verticalIds: z.array(id),
  /** A shipped template (not a designer's copy). */
  isTemplate: z.boolean(),
  /** A shipped template's stable key (packages/blocks THEMES): the admin shows its description by it. */
  themeKey: z.string().nullable(),
  /** The theme's home page, rendered (HTML). */
  previewUrl: z.string(),
  preview: themeSwatchSchema.nullable(),
});
export type ThemeSummary = z.infer<typeof themeSummarySchema>;

export const themesReplySchema = z.object({ themes: z.array(themeSummarySchema) });

/** GET /site/supplier-info: the store the builder works on. */
export const supplierInfoSchema = z.object({
  supplierId: id,
  storeName: z.string(),
  storeSlug: z.string(),
  storeUrl: z.string(),
  logoUrl: z.string().nullable(),
  verticalId: z.number().int(),
  themeId: id.nullable(),
  /** The first-run walkthrough is not done yet. */
  isVirtual: z.boolean(),
});
export type SupplierInfo = z.infer<typeof supplierInfoSchema>;

// ── The site: draft, publishing, versions ───────────────────────────────────────────────────

export const siteReplySchema = z.discriminatedUnion('hasSite', [
  z.object({ hasSite: z.literal(false), storeUrl: z.string(), isVirtual: z.boolean() }),
  z.object({
    hasSite: z.literal(true),
    storeUrl: z.string(),
    isVirtual: z.boolean(),
    themeId: id.nullable(),
    themeName: z.string().nullable(),
    /** The draft differs from the theme it was copied from. */
    isModified: z.boolean(),
    draftRevision: z.number().int(),
    publishedVersion: z.number().int().nullable(),
    updatedAt: z.string(),
    document: siteDocumentJson,
  }),
]);
export type SiteReply = z.infer<typeof siteReplySchema>;

export const modificationStatusReplySchema = z.object({ isModified: z.boolean() });

/** A modified site is not replaced without confirmReplace: `{ isSuccess: false, modified: true }`. */
export const selectThemeReplySchema = z.object({
  isSuccess: z.boolean(),
  modified: z.boolean(),
  themeId: id.nullable(),
});
export type SelectThemeReply = z.infer<typeof selectThemeReplySchema>;

export const draftSavedReplySchema = z.object({ draftRevision: z.number().int(), isModified: z.boolean() });

export const publishReplySchema = z.object({ publishedVersion: z.number().int(), message: z.string() });

export const versionsReplySchema = z.object({
  publishedVersion: z.number().int().nullable(),
  /** Newest first. */
  versions: z.array(
    z.object({
      versionNo: z.number().int(),
      themeId: id.nullable(),
      restoredFrom: z.number().int().nullable(),
      publishedAt: z.string(),
      isLive: z.boolean(),
    }),
  ),
});
export type VersionsReply = z.infer<typeof versionsReplySchema>;

export const rollBackReplySchema = z.object({
  publishedVersion: z.number().int(),
  restoredFrom: z.number().int(),
  draftRevision: z.number().int(),
});

// ── Images and store-level settings ─────────────────────────────────────────────────────────

/** POST /site/images: the stored picture (the legacy upload reply's field names). */
export const siteImageUploadReplySchema = z.object({
  status: z.literal('success'),
  /** The image's id: its crop is saved and read under it (getCropperData.ns?id). */
  imageId: id,
  imgURL: z.string(),
  imgwidth: z.number().int(),
  imgheight: z.number().int(),
  error: z.string(),
});
export type SiteImageUploadReply = z.infer<typeof siteImageUploadReplySchema>;

export const imagesRemovedReplySchema = z.object({ isSuccess: z.literal(true), removed: count });

/** A change that answers with the spec's toast. */
export const builderMessageReplySchema = z.object({ isSuccess: z.literal(true), message: z.string() });

export const canvasImageReplySchema = z.object({
  isSuccess: z.literal(true),
  data: z.object({ imgUrl: z.string() }),
});

export const themeBackgroundReplySchema = themeBackgroundSchema;

export const backgroundSavedReplySchema = z.object({
  isSuccess: z.literal(true),
  draftRevision: z.number().int(),
  removed: count,
  message: z.string(),
});

export const pageSeoReplySchema = z.object({
  page: z.string(),
  pageId: z.string(),
  pageUrl: z.string(),
  pageTitle: z.string(),
  keywords: z.string(),
  description: z.string(),
  pageContentDesc: z.string(),
  isDataAvailable: z.boolean(),
  /** The merchant's title, keywords and description per shopper language (already validated). */
  translations: z.partialRecord(
    z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
    z.object({
      title: z.string().optional(),
      keywords: z.string().optional(),
      description: z.string().optional(),
    }),
  ),
});

/**
 * PUT /site/seo/:pageId: each text as long as the page's stored SEO allows (title 120, keywords and
 * description 500); without `translations` the stored texts per language stay, `{}` clears them.
 */
export const pageSeoBodySchema = pageSeoSchema;
export type PageSeo = z.infer<typeof pageSeoReplySchema>;

// ── Plan gates, walkthrough ─────────────────────────────────────────────────────────────────

/** POST /site/pack-limit (plans.ts PackLimitResponse): access 1 allows one more, 0 is denied. */
export const packLimitReplySchema = z.object({ access: z.number().int(), count });

export const walkthroughReplySchema = z.object({
  isSuccess: z.literal(true),
  redirectTo: z.string(),
  /** The new products' ids in row order, for their photos. */
  productIds: z.array(id),
});

// ── Domains ─────────────────────────────────────────────────────────────────────────────────

export const siteDomainSchema = z.object({
  domainId: id,
  host: z.string(),
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** The DNS TXT record that proves the domain is the store's. */
  txtRecord: z.object({ name: z.string(), value: z.string() }),
  /**
   * The records that point the domain at the shop, shown once the TXT record is verified (empty
   * before): an A record to the server's address for a bare domain, a CNAME to the app's host for
   * a subdomain, and www as a CNAME to the bare domain.
   */
  pointRecords: z.array(z.object({ type: z.enum(['A', 'CNAME']), name: z.string(), value: z.string() })),
  /**
   * The HTTPS certificate, once the records were found right: pending while it is ordered, issued
   * (expiry, and the day its renewal runs) or failed with the authority's error (a renewal that
   * failed keeps `issued` while the certificate is valid, with the error). Null before.
   */
  certificate: z
    .object({
      status: z.enum(['pending', 'issued', 'failed']),
      error: z.string().nullable(),
      expiresAt: z.string().nullable(),
      renewsAt: z.string().nullable(),
    })
    .nullable(),
});
export type SiteDomain = z.infer<typeof siteDomainSchema>;

export const domainsReplySchema = z.object({ domains: z.array(siteDomainSchema) });
export const domainAddedReplySchema = z.object({ domain: siteDomainSchema });
export const domainChangedReplySchema = z.object({ domain: siteDomainSchema, message: z.string() });

/** One pointing record as found in DNS: right, wrong (other values found) or missing (none found). */
export const domainRecordCheckSchema = z.object({
  type: z.enum(['A', 'CNAME']),
  name: z.string(),
  value: z.string(),
  status: z.enum(['right', 'wrong', 'missing']),
  found: z.array(z.string()),
});
export type DomainRecordCheck = z.infer<typeof domainRecordCheckSchema>;
export const domainRecordsCheckReplySchema = z.object({
  records: z.array(domainRecordCheckSchema),
  allRight: z.boolean(),
  /** The domain after the check (its certificate pending when the check queued one). */
  domain: siteDomainSchema,
});

// ── Theme designer ──────────────────────────────────────────────────────────────────────────

export const designThemeReplySchema = z.object({
  themeId: id,
  name: z.string(),
  verticalIds: z.array(id),
  document: siteDocumentJson,
  /** A shipped template's demo cards for its featured blocks; null for a copied theme. */
  demo: themeDemoSchema.nullable(),
});

export const themeSavedReplySchema = z.object({ isSuccess: z.literal(true), themeId: id });
export const themeVerticalsReplySchema = z.object({
  isSuccess: z.literal(true),
  themeId: id,
  verticalIds: z.array(id),
});
export const themeCopiedReplySchema = z.object({ isSuccess: z.literal(true), themeId: id, supplierId: id });
