// Website-builder rules of website-builder.md §2-§9: scroll effects, banner and gallery shapes,
// background transparency, SEO page names, editor preview addresses and the builder's texts.
// Upload limits and their messages live in uploads.ts.
import { z } from 'zod';

export const SCROLL_EFFECTS = ['none-effect', 'reveal', 'parallax', 'zoom-in', 'fade-in'] as const;
export type ScrollEffect = (typeof SCROLL_EFFECTS)[number];

export const SCROLL_EFFECT_POPOVERS = {
  notOnMobile: 'This effect is not available for mobile',
  firstSectionOnly: 'This effect is available only for the first section of the website',
  notForHeaderWithCover: 'This effect is not available for Header with Cover Image',
} as const;

export interface ScrollEffectContext {
  /** 0 for the first content block. */
  blockIndex: number;
  isMobile: boolean;
  isHeaderWithCoverImage: boolean;
}

export interface ScrollEffectOption {
  effect: ScrollEffect;
  enabled: boolean;
  /** Why it is disabled, shown in a popover. */
  popover: string | null;
}

/** Parallax only on the first block; no fade-in on a header with a cover image; no reveal on mobile. */
export function scrollEffectOption(effect: ScrollEffect, ctx: ScrollEffectContext): ScrollEffectOption {
  let popover: string | null = null;
  if (effect === 'parallax' && ctx.blockIndex !== 0) popover = SCROLL_EFFECT_POPOVERS.firstSectionOnly;
  else if (effect === 'fade-in' && ctx.isHeaderWithCoverImage)
    popover = SCROLL_EFFECT_POPOVERS.notForHeaderWithCover;
  else if (effect === 'reveal' && ctx.isMobile) popover = SCROLL_EFFECT_POPOVERS.notOnMobile;
  return { effect, enabled: popover === null, popover };
}

export function scrollEffectOptions(ctx: ScrollEffectContext): ScrollEffectOption[] {
  return SCROLL_EFFECTS.map((effect) => scrollEffectOption(effect, ctx));
}

export const BANNER_MAX_IMAGES = 10;
export const BANNER_WIDTH = { desktop: 1366, mobile: 1024 } as const;
/** The height the width is divided by: 550 for a large template, otherwise 284 (400 on mobile). */
export const BANNER_HEIGHT = { large: 550, other: { desktop: 284, mobile: 400 } } as const;
export const GALLERY_ASPECT_RATIO = 16 / 9;
export const OPEN_GRAPH_ASPECT_RATIO = 1;

/** Banner crop ratio: width (1366, 1024 on mobile) over 550 for a large template, else 284 (400 on mobile). */
export function bannerAspectRatio(options: { largeTemplate: boolean; mobile: boolean }): number {
  const width = options.mobile ? BANNER_WIDTH.mobile : BANNER_WIDTH.desktop;
  const height = options.largeTemplate
    ? BANNER_HEIGHT.large
    : options.mobile
      ? BANNER_HEIGHT.other.mobile
      : BANNER_HEIGHT.other.desktop;
  return width / height;
}

/** How many more images a drop may add to a banner of `current` images (at most 10 in all). */
export function bannerImagesAccepted(current: number, dropped: number): number {
  return Math.max(0, Math.min(dropped, BANNER_MAX_IMAGES - current));
}

/** Several dropped files open the multi-upload slider; a single file uploads directly. */
export function dropUploadMode(fileCount: number): 'direct' | 'multi' | 'none' {
  if (fileCount <= 0) return 'none';
  return fileCount === 1 ? 'direct' : 'multi';
}

export const BACKGROUND_TRANSPARENCY_DEFAULT = 1;
export const BACKGROUND_TRANSPARENCY_FROM_SLIDER = 0.5;

export const themeBackgroundSchema = z.object({
  colorCode: z
    .string()
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
    .nullable()
    .default(null),
  /** An image url or empty. */
  backgroundImage: z.string().max(2000).default(''),
  transparencyValue: z.number().min(0).max(1).default(BACKGROUND_TRANSPARENCY_DEFAULT),
});
export type ThemeBackground = z.infer<typeof themeBackgroundSchema>;

export const SEO_PAGE_NAMES = {
  homepage: 'home',
  staticpage: 'static',
  listing: 'category',
  details: 'product',
} as const;
export type BuilderPage = keyof typeof SEO_PAGE_NAMES;

export function seoPageName(page: string): string | null {
  return Object.hasOwn(SEO_PAGE_NAMES, page) ? SEO_PAGE_NAMES[page as BuilderPage] : null;
}

/** pageContentDesc is built from title, keywords and description: the non-empty ones joined by ' | '. */
export function pageContentDesc(seo: { title?: string; keywords?: string; description?: string }): string {
  return [seo.title, seo.keywords, seo.description]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' | ');
}

export const PREVIEW_STRIPPED_PARAMS = ['scrollTo', 'isOnlyHeader', 'isOnlyFooter', 'isModeChanged'] as const;

/**
 * Reloading the editor preview strips scrollTo, isOnlyHeader, isOnlyFooter and isModeChanged,
 * then re-adds scrollTo (unless it is top) and mode.
 */
export function previewReloadUrl(url: string, options: { scrollTo?: string | null; mode: string }): string {
  const parsed = new URL(url, 'http://preview.invalid');
  for (const name of PREVIEW_STRIPPED_PARAMS) parsed.searchParams.delete(name);
  parsed.searchParams.delete('mode');
  if (options.scrollTo && options.scrollTo !== 'top') parsed.searchParams.set('scrollTo', options.scrollTo);
  parsed.searchParams.set('mode', options.mode);
  return relativeIfLocal(url, parsed);
}

/** After load the mobile-app token and the mode parameter leave the visible address. */
export function visibleEditorUrl(url: string, tokenParam = 'token'): string {
  const parsed = new URL(url, 'http://preview.invalid');
  parsed.searchParams.delete(tokenParam);
  parsed.searchParams.delete('mode');
  return relativeIfLocal(url, parsed);
}

function relativeIfLocal(original: string, parsed: URL): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(original)) return parsed.toString();
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The builder opens only when the user's supplier is the page's supplier; otherwise to login. */
export function canOpenBuilder(userSupplierId: number | null, pageSupplierId: number): boolean {
  return userSupplierId === pageSupplierId;
}

export const CUSTOM_PAGES_PERMISSION = 'CMS.Custom_Pages';
export const IOS_UPGRADE_ROUTE = '/myaccount/jd-vendor/upgradeios';
export const MANAGE_THEMES_ROUTE = '/myaccount/onlineStore/manageThemes/1';

/** Custom pages need CMS.Custom_Pages; on the iOS app a refusal goes to the upgrade page. */
export function customPagesAccess(
  allowed: boolean,
  isIosApp: boolean,
): 'open' | 'ios-upgrade' | 'upgrade-popup' {
  if (allowed) return 'open';
  return isIosApp ? 'ios-upgrade' : 'upgrade-popup';
}

/** A newly added custom HTML block stores its textArea URL-encoded. */
export function storedCustomHtml(textArea: string, isNew: boolean): string {
  return isNew ? encodeURIComponent(textArea) : textArea;
}

export const CANVAS_IMAGE_TYPES = ['OG_IMAGE', 'FAVICON'] as const;
export type CanvasImageType = (typeof CANVAS_IMAGE_TYPES)[number];

export const BUILDER_MESSAGES = {
  openGraphUploaded: 'Open Graph Image Uploaded',
  // "Succesfully" is the spec's spelling, kept letter for letter.
  faviconUploaded: 'Favicon Uploaded Succesfully',
  saved: 'Saved Successfully',
  seoUpdated: 'SEO Details Updated',
  themeSaveFailed: 'oops something went wrong try again',
  uploadFailed: 'Oops, something went wrong. Please try again.',
  openGraphMissing: 'Please Upload Open Graph Image',
  faviconMissing: 'Please Upload Favicon',
  domainDeleted: 'Domain Deleted Successfully',
  domainUpdated: 'Domain Updated Successfully',
} as const;
export const DOMAIN_TOAST_MS = 8000;

/** Each slider's Save needs its image: 'Please Upload Open Graph Image' / 'Please Upload Favicon'. */
export function missingCanvasImageMessage(
  type: CanvasImageType,
  imgUrl: string | null | undefined,
): string | null {
  if (imgUrl?.trim()) return null;
  return type === 'OG_IMAGE' ? BUILDER_MESSAGES.openGraphMissing : BUILDER_MESSAGES.faviconMissing;
}

/** Nested sort list defaults: tab size 20, expand on hover 700 ms, max levels 0 (unlimited). */
export const NESTED_SORT_DEFAULTS = { tabSize: 20, expandOnHoverMs: 700, maxLevels: 0 } as const;
