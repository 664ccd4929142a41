// Upload checks: one validator over per-purpose profiles, the multi-upload item rules and
// content sniffing. Sources: back-office.md §5, §8; website-builder.md §5, §8, §9; shared-blocks.md §3-§5, §8, §9.
// Sizes: 1 KB = 1024 bytes and 1 MB = 1024 KB, as the spec's "3072 KB (3 MB)" implies.
import { GENERIC_ERROR_MESSAGE } from './api-error.ts';

export const KB = 1024;
export const MB = 1024 * KB;
export const DEFAULT_UPLOAD_MAX_MB = 10;
export const DEFAULT_UPLOAD_FIELD_NAME = 'uploadedImageFile';
export const MAX_PRODUCT_IMAGES = 40;
/** The builder's image uploader lists at most 3 images (website-builder.md §5). */
export const IMAGE_UPLOADER_MAX_LISTED = 3;
export const MULTI_UPLOAD_PROGRESS_CAP = 99;
/**
 * The most pixels an uploaded image may have, whatever it is for (a 7300 × 5500 photo). The spec
 * limits bytes only; a 48 KB file can hold a 20 000 × 20 000 picture that takes gigabytes to decode.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const UPLOAD_MESSAGES = {
  productImageWrongExtension: 'Wrong Extension. Upload only jpeg, png, jpg files',
  productImageTooHeavy: (maxMb: number) => `Images too heavy.Upload max upto ${maxMb} MB`,
  somethingWentWrong: GENERIC_ERROR_MESSAGE,
  builderProductImageWrongExtension:
    'Please upload a Image with one of these extensions only: jpeg, png, jpg',
  builderProductImageTooLarge: 'Maximum Image upload size exceeded. Images can be uploaded for max 3 MB',
  openGraphWrongExtension: 'Only JPG, PNG & WEBP Files are Supported',
  openGraphTooLarge: 'File Size cannot Exceed 500kb',
  openGraphMissing: 'Please Upload Open Graph Image',
  faviconWrongExtension: 'Only ICO Files are Supported',
  faviconTooLarge: 'File Size cannot Exceed 200kb',
  faviconMissing: 'Please Upload Favicon',
  builderUploadFailed: 'Oops, something went wrong. Please try again.',
  imageFormatNotSupported: 'Image Format not supported',
  imageTooManyPixels: `Image too large. Upload max upto ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  imageTooLarge: (maxMb: number) => `Cannot exceed size more than ${maxMb} MB`,
  noPermissions: 'No permissions',
  multiNotSupported: (ext: string) => `.${ext} isn't supported`,
  multiTooLarge: (maxMb: number) => `Exceeds size limit of ${maxMb} MB`,
  uploadingFailed: 'Uploading Failed',
  uploadingCancelled: 'Uploading Cancelled',
  fileFormWrongExtension: (extensions: readonly string[]) =>
    `Please Upload only ${joinWithOr(extensions)} file`,
  partnerFileFormWrongExtension: (extensions: readonly string[]) =>
    `Please Upload File Using ${extensions.join(' / ')} Only`,
  fileFormUploadFailed: 'Oops! Something went wrong',
  brokenImage: 'broken image!',
  imageSaved: 'This image will be uploaded on your webstore in couple of minutes.',
} as const;

/** 'pdf or jpg'; three or more: 'pdf, jpg or png'. */
function joinWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

export interface UploadProfile {
  extensions: readonly string[];
  /** Null: no size limit. */
  maxBytes: number | null;
  wrongExtension: (extension: string) => string;
  tooLarge: string;
}

export const IMAGE_EXTENSIONS = ['jpeg', 'png', 'jpg'] as const;

/** Product image (back-office.md §5): jpeg, jpg, png up to the configured MB (3 by default). */
export function productImageProfile(maxMb = 3): UploadProfile {
  return {
    extensions: IMAGE_EXTENSIONS,
    maxBytes: maxMb * MB,
    wrongExtension: () => UPLOAD_MESSAGES.productImageWrongExtension,
    tooLarge: UPLOAD_MESSAGES.productImageTooHeavy(maxMb),
  };
}

/** Product image in the website builder (website-builder.md §5, §8): 3072 KB. */
export const BUILDER_PRODUCT_IMAGE_PROFILE: UploadProfile = {
  extensions: IMAGE_EXTENSIONS,
  maxBytes: 3072 * KB,
  wrongExtension: () => UPLOAD_MESSAGES.builderProductImageWrongExtension,
  tooLarge: UPLOAD_MESSAGES.builderProductImageTooLarge,
};

/** Open Graph image: jpg, jpeg, png, webp; 500 kb. */
export const OPEN_GRAPH_PROFILE: UploadProfile = {
  extensions: ['jpg', 'jpeg', 'png', 'webp'],
  maxBytes: 500 * KB,
  wrongExtension: () => UPLOAD_MESSAGES.openGraphWrongExtension,
  tooLarge: UPLOAD_MESSAGES.openGraphTooLarge,
};
export const OPEN_GRAPH_SIZE_PX = 512;

/** Favicon: ico only; 200 kb. */
export const FAVICON_PROFILE: UploadProfile = {
  extensions: ['ico'],
  maxBytes: 200 * KB,
  wrongExtension: () => UPLOAD_MESSAGES.faviconWrongExtension,
  tooLarge: UPLOAD_MESSAGES.faviconTooLarge,
};

export interface ProfileOptions {
  extensions?: readonly string[];
  /** Megabytes; null turns the size check off. */
  maxMb?: number | null;
}

/** Single image upload: jpeg, png, jpg, gif by default; size checked only when a maximum is set. */
export function singleImageProfile(options: ProfileOptions = {}): UploadProfile {
  const maxMb = options.maxMb === undefined ? DEFAULT_UPLOAD_MAX_MB : options.maxMb;
  return {
    extensions: options.extensions ?? ['jpeg', 'png', 'jpg', 'gif'],
    maxBytes: maxMb === null ? null : maxMb * MB,
    wrongExtension: () => UPLOAD_MESSAGES.imageFormatNotSupported,
    tooLarge: UPLOAD_MESSAGES.imageTooLarge(maxMb ?? 0),
  };
}

/** Multi upload: jpeg, png, jpg by default, 10 MB per file by default. */
export function multiUploadProfile(options: ProfileOptions = {}): UploadProfile {
  const maxMb = options.maxMb ?? DEFAULT_UPLOAD_MAX_MB;
  return {
    extensions: options.extensions ?? IMAGE_EXTENSIONS,
    maxBytes: maxMb * MB,
    wrongExtension: UPLOAD_MESSAGES.multiNotSupported,
    tooLarge: UPLOAD_MESSAGES.multiTooLarge(maxMb),
  };
}

/** A web form file control takes pdf and images only. */
export const FILE_FORM_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'png', 'gif', 'webp'] as const;

export function fileFormProfile(
  options: { extensions?: readonly string[]; partner?: boolean; maxMb?: number } = {},
): UploadProfile {
  const extensions = options.extensions ?? FILE_FORM_EXTENSIONS;
  const message = options.partner
    ? UPLOAD_MESSAGES.partnerFileFormWrongExtension(extensions)
    : UPLOAD_MESSAGES.fileFormWrongExtension(extensions);
  return {
    extensions,
    maxBytes: (options.maxMb ?? DEFAULT_UPLOAD_MAX_MB) * MB,
    wrongExtension: () => message,
    tooLarge: UPLOAD_MESSAGES.fileFormUploadFailed,
  };
}

/** What the Android bridge accepts: pdf, any image, doc, ppt, xls, xlsx, odt, zip, rar and text. */
export function isAndroidBridgeFile(fileName: string, mimeType = ''): boolean {
  const ext = fileExtension(fileName);
  return (
    mimeType.startsWith('image/') ||
    mimeType.startsWith('text/') ||
    ['pdf', 'doc', 'ppt', 'xls', 'xlsx', 'odt', 'zip', 'rar', 'txt', 'csv'].includes(ext)
  );
}

export type UploadErrorCode = 'wrong-extension' | 'size-reached' | 'no-permissions';

/** App-side codes: invalidFile → wrong extension, sizeError → size reached, permissions → no permissions. */
export function appUploadError(code: string): UploadErrorCode | null {
  const map: Record<string, UploadErrorCode> = {
    invalidFile: 'wrong-extension',
    sizeError: 'size-reached',
    permissions: 'no-permissions',
  };
  return map[code] ?? null;
}

/** Lower-case extension after the last dot, '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export type UploadCheck =
  | { ok: true; extension: string }
  | { ok: false; error: Exclude<UploadErrorCode, 'no-permissions'>; message: string };

/** The extension must be in the profile's list, then the size within its maximum. */
export function checkUpload(profile: UploadProfile, file: { name: string; size: number }): UploadCheck {
  const extension = fileExtension(file.name);
  if (!profile.extensions.includes(extension))
    return { ok: false, error: 'wrong-extension', message: profile.wrongExtension(extension) };
  if (profile.maxBytes !== null && file.size > profile.maxBytes)
    return { ok: false, error: 'size-reached', message: profile.tooLarge };
  return { ok: true, extension };
}

// Single upload

export const UPLOAD_STATUSES = ['selected', 'invalid', 'uploading', 'success', 'error'] as const;
export const UPLOAD_EVENTS = ['validation-failed', 'upload-start', 'upload-done', 'upload-error'] as const;
export type UploadEvent = (typeof UPLOAD_EVENTS)[number];

// Multi upload

export type MultiUploadStatus = 'ready' | 'start' | 'done' | 'error' | 'cancel';
export interface MultiUploadItem {
  name: string;
  size: number;
  ext: string;
  status: MultiUploadStatus;
  percent: number;
  error: string | null;
}

/**
 * Items for the progress modal: invalid files fail with their message; once the optional total
 * allowed space is used up, later files fail with 'Uploading Failed'.
 */
export function prepareMultiUpload(
  files: readonly { name: string; size: number }[],
  profile: UploadProfile = multiUploadProfile(),
  totalAllowedBytes: number | null = null,
): MultiUploadItem[] {
  let used = 0;
  return files.map((file) => {
    const check = checkUpload(profile, file);
    const base = { name: file.name, size: file.size, ext: fileExtension(file.name), percent: 0 };
    if (!check.ok) return { ...base, status: 'error', error: check.message };
    if (totalAllowedBytes !== null && used + file.size > totalAllowedBytes)
      return { ...base, status: 'error', error: UPLOAD_MESSAGES.uploadingFailed };
    used += file.size;
    return { ...base, status: 'ready', error: null };
  });
}

/** Displayed progress is capped at 99 until done. */
export function displayedProgress(item: Pick<MultiUploadItem, 'status' | 'percent'>): number {
  if (item.status === 'done') return 100;
  return Math.max(0, Math.min(MULTI_UPLOAD_PROGRESS_CAP, Math.floor(item.percent)));
}

export function cancelUpload(item: MultiUploadItem): MultiUploadItem {
  if (item.status === 'done' || item.status === 'error') return item;
  return { ...item, status: 'cancel', error: UPLOAD_MESSAGES.uploadingCancelled };
}

/** Clearing all aborts the remaining uploads and marks them failed. */
export function clearAllUploads(items: readonly MultiUploadItem[]): MultiUploadItem[] {
  return items.map((item) =>
    item.status === 'ready' || item.status === 'start'
      ? { ...item, status: 'error', error: UPLOAD_MESSAGES.uploadingFailed }
      : item,
  );
}

/** Success is judged by a response key, by default isError equal to 'false' (strings on the wire). */
export function isUploadSuccess(
  response: Readonly<Record<string, unknown>>,
  key = 'isError',
  successValue = 'false',
): boolean {
  return String(response[key]) === successValue;
}

// Content sniffing: the extension is a claim, the first bytes are the evidence.

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'ico' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** The image type the bytes hold, or null when they are no image we accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6 && (bytes[4]! > 0 || bytes[5]! > 0))
    return 'ico';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024));
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (/^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text))
    return 'svg';
  return null;
}

const EXTENSION_TYPES: Record<string, ImageType> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  ico: 'ico',
  svg: 'svg',
};

/** True when the file's bytes are the image its extension claims. */
export function contentMatchesExtension(fileName: string, bytes: Uint8Array): boolean {
  const claimed = EXTENSION_TYPES[fileExtension(fileName)];
  return claimed !== undefined && claimed === sniffImageType(bytes);
}
