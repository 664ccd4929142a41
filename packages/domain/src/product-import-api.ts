// Reply shapes of the product import API that product-import.ts (the file rules and one import's
// shape) does not hold, shared by the server and the admin app.
import { z } from 'zod';
import { productImportSchema } from './product-import.ts';

/** GET /product-imports: the store's recent imports, newest first. */
export const productImportListReplySchema = z.object({ imports: z.array(productImportSchema) });
export type ProductImportListReply = z.infer<typeof productImportListReplySchema>;
