// The multi-file upload's other input (shared-blocks.md §7 "Upload": "with file or base64Image,
// optional extension"): an image the app cropped, sent as a data URL or bare base64 text in a form or
// JSON body. It becomes the file the online store's upload checks like any other.
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { z } from 'zod';
import { invalid } from '../../http/errors.ts';

/** Room for the base64 text of the largest site image with its form fields (base64 adds a third). */
export const BASE64_BODY_LIMIT = 6 * 1024 * 1024;

const DATA_URL = /^data:image\/([a-z0-9.+-]+);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const input = z.object({
  base64Image: z.string().min(1, 'Required Field'),
  extension: z
    .string()
    .trim()
    .max(5)
    .regex(/^\.?[a-z0-9]*$/i)
    .optional(),
});

/** The body's base64Image as a file named by its extension (given, else the data URL's type). */
export function base64ImageFile(body: unknown): { fileName: string; bytes: Buffer } {
  const parsed = input.safeParse(body ?? {});
  if (!parsed.success) throw invalid('Required Field', { base64Image: 'Required Field' });
  const { base64Image, extension } = parsed.data;
  const typed = DATA_URL.exec(base64Image);
  const text = (typed ? base64Image.slice(typed[0].length) : base64Image).replace(/\s/g, '');
  const named = extension?.replace(/^\./, '') || typed?.[1]?.replace('jpeg', 'jpg').replace('svg+xml', 'svg');
  const bytes = BASE64.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  if (bytes.length === 0 || !named)
    throw invalid(UPLOAD_MESSAGES.imageFormatNotSupported, {
      base64Image: UPLOAD_MESSAGES.imageFormatNotSupported,
    });
  return { fileName: `image.${named.toLowerCase()}`, bytes };
}
