// Checks an uploaded product image by what it is, not what it is called: the name must carry an
// allowed extension (the spec's message), the bytes must be a JPEG or PNG (magic bytes), and the
// whole image must decode within the pixel limit (sharp), so renamed executables, truncated files
// and decompression bombs are refused before anything is stored.
import {
  checkUpload,
  type ImageType,
  MAX_IMAGE_PIXELS,
  sniffImageType,
  type UploadProfile,
} from '@storekeep/domain/uploads';
import { invalid } from '../../http/errors.ts';
import { checkImagePixels } from '../../lib/image-pixels.ts';

export interface CheckedImage {
  bytes: Buffer;
  type: Extract<ImageType, 'jpeg' | 'png'>;
  /** The extension the stored file gets (from the content, not the uploaded name). */
  extension: 'jpg' | 'png';
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const FIELD = 'uploadedImageFile';

/** Name checks that need no bytes: extension first, then the declared size (domain checkUpload). */
export function checkUploadName(profile: UploadProfile, fileName: string, size = 0): void {
  const check = checkUpload(profile, { name: fileName, size });
  if (!check.ok) throw invalid(check.message, { [FIELD]: check.message });
}

export function tooHeavy(profile: UploadProfile): Error {
  return invalid(profile.tooLarge, { [FIELD]: profile.tooLarge });
}

export async function checkImageContent(
  profile: UploadProfile,
  fileName: string,
  bytes: Buffer,
): Promise<CheckedImage> {
  checkUploadName(profile, fileName, bytes.length);
  const wrongType = () => {
    const message = profile.wrongExtension(fileName);
    return invalid(message, { [FIELD]: message });
  };
  const type = sniffImageType(bytes);
  if (type !== 'jpeg' && type !== 'png') throw wrongType();

  // A decompression bomb is refused from its header, before any pixel is decoded.
  await checkImagePixels(bytes);
  // sharp (a native addon) loads with the first image, not at start (cold start).
  const { default: sharp } = await import('sharp');
  let width: number;
  let height: number;
  try {
    // Header only: the pixel count was judged above.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = metadata.width;
    height = metadata.height;
  } catch {
    throw wrongType();
  }
  if (!width || !height) throw wrongType();
  try {
    // Decode every pixel once: a truncated or corrupt file fails here, not later in the job.
    await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_IMAGE_PIXELS }).stats();
  } catch {
    throw wrongType();
  }
  return {
    bytes,
    type,
    extension: type === 'jpeg' ? 'jpg' : 'png',
    contentType: type === 'jpeg' ? 'image/jpeg' : 'image/png',
    width,
    height,
  };
}
