// The image path builder of shared-blocks.md §7: a size variant is the file name plus _WxH with a
// fit parameter, the mobile variant ends in _500X, and images under the banner, library or email
// folders also come as webp. The image server resolves these names; nothing here does I/O.
import { CATEGORY_IMAGE_CROP } from './categories.ts';

export const WEBP_FOLDERS = ['banner', 'library', 'email'] as const;
export const MOBILE_SUFFIX = '_500X';
/** Thumbnails use the category crop box, 200 by 200 (shared-blocks.md §9). */
export const THUMBNAIL_SIZE = {
  width: CATEGORY_IMAGE_CROP.width,
  height: CATEGORY_IMAGE_CROP.height,
} as const;
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export interface ImageVariant {
  width?: number;
  height?: number;
  /** Sent as the fit query parameter beside the _WxH name. */
  fit?: ImageFit;
  /** The _500X mobile variant (takes the place of any size). */
  mobile?: boolean;
  /** Ask for webp; honoured only for the webp folders. */
  webp?: boolean;
}

interface SplitPath {
  stem: string;
  extension: string;
  search: string;
  hash: string;
}

function splitPath(url: string): SplitPath {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  if (dot <= slash + 1) return { stem: path, extension: '', search, hash };
  return { stem: path.slice(0, dot), extension: path.slice(dot), search, hash };
}

/** Images under a banner, library or email folder get webp variants. */
export function hasWebpVariant(url: string): boolean {
  const path = splitPath(url).stem;
  return path
    .split('/')
    .some((segment) => (WEBP_FOLDERS as readonly string[]).includes(segment.toLowerCase()));
}

/** The path of one variant of an image. */
export function imagePath(url: string, variant: ImageVariant = {}): string {
  const { stem, extension, search, hash } = splitPath(url);
  let suffix = '';
  if (variant.mobile) suffix = MOBILE_SUFFIX;
  else if (variant.width !== undefined || variant.height !== undefined)
    suffix = `_${variant.width ?? ''}x${variant.height ?? ''}`;
  const ext = variant.webp && hasWebpVariant(url) ? '.webp' : extension;
  const fit = variant.fit && suffix !== '' && !variant.mobile ? variant.fit : null;
  // A stored file's path has no query (a product card builds four of these): the fit alone, as
  // URLSearchParams writes it (an IMAGE_FITS word needs no escaping).
  let query = fit ? `fit=${fit}` : '';
  if (search !== '') {
    const params = new URLSearchParams(search);
    if (fit) params.set('fit', fit);
    query = params.toString();
  }
  return `${stem}${suffix}${ext}${query ? `?${query}` : ''}${hash}`;
}

export function thumbnailPath(url: string, fit: ImageFit = 'cover'): string {
  return imagePath(url, { ...THUMBNAIL_SIZE, fit });
}

export interface ImageSources {
  src: string;
  mobileSrc: string;
  /** Null outside the webp folders. */
  webpSrc: string | null;
  mobileWebpSrc: string | null;
}

/** Everything a <picture> needs for one image at one size. */
export function imageSources(url: string, size: Omit<ImageVariant, 'mobile' | 'webp'> = {}): ImageSources {
  const webp = hasWebpVariant(url);
  return {
    src: imagePath(url, size),
    mobileSrc: imagePath(url, { mobile: true }),
    webpSrc: webp ? imagePath(url, { ...size, webp: true }) : null,
    mobileWebpSrc: webp ? imagePath(url, { mobile: true, webp: true }) : null,
  };
}
