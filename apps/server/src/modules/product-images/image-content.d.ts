import { type ImageType, type UploadProfile } from '@storekeep/domain/uploads';
/** 40 megapixels (a 7300 × 5500 photo); anything larger is refused before it is decoded. */
export declare const MAX_IMAGE_PIXELS = 40000000;
export interface CheckedImage {
  bytes: Buffer;
  type: Extract<ImageType, 'jpeg' | 'png'>;
  /** The extension the stored file gets (from the content, not the uploaded name). */
  extension: 'jpg' | 'png';
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}
/** Name checks that need no bytes: extension first, then the declared size (domain checkUpload). */
export declare function checkUploadName(profile: UploadProfile, fileName: string, size?: number): void;
export declare function tooHeavy(profile: UploadProfile): Error;
export declare function checkImageContent(
  profile: UploadProfile,
  fileName: string,
  bytes: Buffer,
): Promise<CheckedImage>;
