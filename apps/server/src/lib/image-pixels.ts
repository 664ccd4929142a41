// The pixel limit every uploaded image meets (product, category, site images, favicons), judged
// from the file's headers before a pixel is decoded: a 48 KB file can hold a 20 000 × 20 000
// picture that takes gigabytes once decoded, in our process or in a shopper's browser.
import { DEFAULT_UPLOAD_FIELD_NAME, MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { invalid } from '../http/errors.ts';

export interface PixelSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const isIco = (bytes: Buffer) =>
  bytes.length >= 6 && bytes.readUInt16LE(0) === 0 && [1, 2].includes(bytes.readUInt16LE(2));

/**
 * The size of every picture in an icon file, read from the PNG or bitmap header each directory
 * entry points at (the directory's own bytes stop at 256). Null when the file is not a whole icon.
 */
export function icoSizes(bytes: Buffer): PixelSize[] | null {
  if (!isIco(bytes)) return null;
  const count = bytes.readUInt16LE(4);
  if (count === 0 || bytes.length < 6 + 16 * count) return null;
  const sizes: PixelSize[] = [];
  for (let i = 0; i < count; i++) {
    const offset = bytes.readUInt32LE(6 + 16 * i + 12);
    if (offset + 40 > bytes.length) return null;
    if (bytes.subarray(offset, offset + 8).equals(PNG_SIGNATURE)) {
      sizes.push({ width: bytes.readUInt32BE(offset + 16), height: bytes.readUInt32BE(offset + 20) });
    } else {
      // A bitmap's height counts its colour rows and its mask rows.
      const width = Math.abs(bytes.readInt32LE(offset + 4));
      const height = Math.ceil(Math.abs(bytes.readInt32LE(offset + 8)) / 2);
      sizes.push({ width, height });
    }
  }
  return sizes;
}

/** The size of each picture in the file (one for JPEG, PNG, WebP, GIF), or null when unreadable. */
export async function imageSizes(bytes: Buffer): Promise<PixelSize[] | null> {
  if (isIco(bytes)) return icoSizes(bytes);
  // sharp (a native addon) loads with the first image, not at start (cold start).
  const { default: sharp } = await import('sharp');
  try {
    // Header only: nothing is decoded, so no pixel limit applies here.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return [{ width, height }];
  } catch {
    return null;
  }
}

export function tooManyPixels(): Error {
  const message = UPLOAD_MESSAGES.imageTooManyPixels;
  return invalid(message, { [DEFAULT_UPLOAD_FIELD_NAME]: message });
}

/**
 * Refuses an image with more than MAX_IMAGE_PIXELS in any of its pictures. An unreadable file
 * passes here: the caller's own decoding refuses it with the message of its upload.
 */
export async function checkImagePixels(bytes: Buffer): Promise<void> {
  const sizes = await imageSizes(bytes);
  if (sizes?.some(({ width, height }) => width * height > MAX_IMAGE_PIXELS)) throw tooManyPixels();
}
