// Path parameters and the multipart fields of the categories API; the JSON bodies and replies are
// shared with the admin app (packages/domain/src/category-api.ts).
import { z } from 'zod';

export const categoryParamsSchema = z.object({ categoryId: z.coerce.number().int().positive() });

/** Text fields that may come beside the image file. */
export const imageFieldsSchema = z.object({
  x: z.string().optional(),
  y: z.string().optional(),
  width: z.string().optional(),
  height: z.string().optional(),
  lastModifiedTimestamp: z.coerce.number().int().nonnegative().optional(),
});

export const stampQuerySchema = z.object({
  lastModifiedTimestamp: z.coerce.number().int().nonnegative().optional(),
});
