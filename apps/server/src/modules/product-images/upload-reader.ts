// Reads the one image of a multipart request (field uploadedImageFile) for the image use cases;
// the API routes and the legacy adapter's upload use it alike.
import { DEFAULT_UPLOAD_FIELD_NAME } from '@storekeep/domain/uploads';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../http/errors.ts';
import { checkUploadName, tooHeavy } from './image-content.ts';
import type { ProductImagesContext, ReadUpload } from './service.ts';

const CHOOSE_IMAGE = 'Please choose an image to upload.';
/** Streams the one file part; its name is checked before a byte is read, its size while reading. */
export function uploadReader(ctx: ProductImagesContext, request: FastifyRequest): ReadUpload {
  return async () => {
    if (!request.isMultipart()) throw invalid(CHOOSE_IMAGE);
    const maxBytes = ctx.profile.maxBytes ?? undefined;
    const part = await request.file({ limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 12 } });
    if (!part || part.fieldname !== DEFAULT_UPLOAD_FIELD_NAME) {
      part?.file.resume();
      throw invalid(CHOOSE_IMAGE, { [DEFAULT_UPLOAD_FIELD_NAME]: CHOOSE_IMAGE });
    }
    try {
      checkUploadName(ctx.profile, part.filename);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    try {
      return { fileName: part.filename, bytes: await part.toBuffer() };
    } catch (error) {
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
        throw tooHeavy(ctx.profile);
      throw error;
    }
  };
}
