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
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
        throw tooHeavy(ctx.profile);
      throw error;
    }
    // toBuffer only throws when the cut is seen after a chunk: when the file reaches the limit
    // exactly at a chunk's end, the cut comes with no chunk after it and the file is returned
    // short, which then reads as a broken image ('Wrong Extension…'). The stream's flag says it.
    if (part.file.truncated) throw tooHeavy(ctx.profile);
    return { fileName: part.filename, bytes };
  };
}

/** The whole request body beyond which a one-image upload is refused as too heavy unread. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Read (and thrown away) after the refusal, so the client gets to read the answer. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * The same one image when the app sends its multipart body with GET (the spec's method for
 * uploadProductImageForAdmin): the framework reads no body on GET, so the form is read here, with
 * the same checks and messages as uploadReader.
 */
export function getBodyUploadReader(ctx: ProductImagesContext, request: FastifyRequest): ReadUpload {
  return async () => {
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) throw invalid(CHOOSE_IMAGE);
    const maxBytes = ctx.profile.maxBytes ?? Number.POSITIVE_INFINITY;
    const form = await readLimitedForm(request, contentType, maxBytes + FORM_OVERHEAD_BYTES);
    if (form === 'too-heavy') throw tooHeavy(ctx.profile);
    const file = form.get(DEFAULT_UPLOAD_FIELD_NAME);
    if (!(file instanceof File)) throw invalid(CHOOSE_IMAGE, { [DEFAULT_UPLOAD_FIELD_NAME]: CHOOSE_IMAGE });
    checkUploadName(ctx.profile, file.name);
    if (file.size > maxBytes) throw tooHeavy(ctx.profile);
    return { fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()) };
  };
}

async function readLimitedForm(
  request: FastifyRequest,
  contentType: string,
  limit: number,
): Promise<FormData | 'too-heavy'> {
  const raw = request.raw;
  let seen = 0;
  let overflow = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      raw.on('data', (chunk: Buffer) => {
        if (overflow) return;
        seen += chunk.length;
        if (seen > limit) {
          overflow = true;
          controller.error(new Error('too heavy'));
          return;
        }
        controller.enqueue(new Uint8Array(chunk));
      });
      raw.on('end', () => {
        if (!overflow) controller.close();
      });
      raw.on('error', (error) => controller.error(error));
    },
  });
  try {
    return await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
      duplex: 'half',
    } as RequestInit).formData();
  } catch {
    // A body the form reader cannot read is no image; one cut at the limit is too heavy.
    if (!overflow) throw invalid(CHOOSE_IMAGE);
    await drain(raw);
    return 'too-heavy';
  }
}

/** Reads the rest of a refused body (up to a bound), so the answer is not lost in a reset. */
function drain(raw: FastifyRequest['raw']): Promise<void> {
  return new Promise((resolve) => {
    if (raw.readableEnded) return resolve();
    let drained = 0;
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT_BYTES) {
        raw.destroy();
        resolve();
      }
    });
    raw.on('end', () => resolve());
    raw.on('close', () => resolve());
  });
}
