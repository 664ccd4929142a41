// Shapes of the platform admin's calls (docs/api.md): supplier search and acting for a store.
import { z } from 'zod';
import { SUPPLIER_TYPES } from './permissions.ts';

export const supplierSearchResultSchema = z.object({
  supplierId: z.number().int(),
  storeName: z.string(),
  storeSlug: z.string(),
  ownerEmail: z.string(),
  supplierType: z.enum(SUPPLIER_TYPES),
});
export type SupplierSearchResult = z.infer<typeof supplierSearchResultSchema>;

export const supplierSearchReplySchema = z.object({ results: z.array(supplierSearchResultSchema) });
export const supplierSearchQuerySchema = z.object({ search: z.string().max(100).default('') });
export const actAsRequestSchema = z.object({ supplierId: z.number().int().positive() });
