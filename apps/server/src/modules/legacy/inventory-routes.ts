// The inventory's legacy app paths (back-office.md §7 "Products and inventory", the ones the
// catalogue group does not hold): a vendor's low-stock products and the quick-add searches, by the
// purchasing and products modules, under { isSuccess, data }.

import { MENU_AREAS } from '@storekeep/domain/permissions';
import { PRODUCT_MESSAGES, productSearchReplySchema } from '@storekeep/domain/product';
import {
  BARCODE_SEARCH_MAX_LENGTH,
  NAME_SEARCH_MAX_LENGTH,
  PRODUCT_SEARCH_PAGE_SIZE,
} from '@storekeep/domain/product-search';
import { lowStockReplySchema, quickAddReplySchema } from '@storekeep/domain/purchase-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { mainImageUrlBuilder } from '../products/index.ts';
import { searchProducts } from '../products/service.ts';
import { listLowStock, quickAddProducts } from '../purchases/service.ts';
import { requireVendor } from '../vendors/service.ts';
import { legacySession, supplierIdQuery } from './envelope.ts';

const tags = ['legacy apps'];
const inventory = { access: { kind: 'supplier', area: MENU_AREAS.inventory } } as const;
const purchases = { access: { kind: 'supplier', area: MENU_AREAS.purchases } } as const;
const success = z.literal(true);
const page = z.coerce.number().int().min(1).max(10_000).default(1);
/** The only tab of the vendor's products screen the spec names (its default). */
const LOW_INVENTORY = 'lowInventory';
export const UNKNOWN_TAB_MESSAGE = 'Only the lowInventory tab is available';

const searchQuery = z.object({
  supplierId: supplierIdQuery,
  currentPage: page,
  /** The search answers 20 a page at most (back-office.md §9); a larger ask gets 20. */
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(PRODUCT_SEARCH_PAGE_SIZE)
    .transform((n) => Math.min(n, PRODUCT_SEARCH_PAGE_SIZE)),
  module: z.string().max(50).optional(),
});

export const legacyInventoryRoutes =
  (db: Db, storage: Pick<Storage, 'url'>): FastifyPluginAsyncZod =>
  async (app) => {
    const images = mainImageUrlBuilder(storage);

    app.get(
      '/marketplace/vendor/ajax/service/getAssociatedProducts.service',
      {
        config: purchases,
        schema: {
          tags,
          summary: "The vendor's products at or below their reorder level (selectedTab lowInventory)",
          querystring: z.object({
            supplierId: supplierIdQuery,
            vendorId: z.coerce.number().int().positive().max(2_147_483_647),
            selectedTab: z.string().max(50).default(LOW_INVENTORY),
            currentPage: page,
            pageSize: z.coerce.number().int().min(1).max(100).optional(),
            searchKey: z.string().max(50).optional(),
            searchValue: z.string().trim().max(50).optional(),
          }),
          response: { 200: z.object({ isSuccess: success, data: lowStockReplySchema }) },
        },
      },
      async (request) => {
        const { supplierId, vendorId, selectedTab, currentPage, searchValue } = request.query;
        const session = legacySession(request, supplierId);
        if (selectedTab !== LOW_INVENTORY)
          throw invalid(UNKNOWN_TAB_MESSAGE, { selectedTab: UNKNOWN_TAB_MESSAGE });
        await requireVendor(db, session, vendorId);
        const data = await listLowStock(db, session, { search: searchValue || undefined, page: currentPage });
        return { isSuccess: true as const, data };
      },
    );

    app.get(
      '/vendorapis/products/inventory/getQuickAddInventoryDetailsForBarcode',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Quick add to inventory: products by barcode',
          querystring: searchQuery.extend({
            barcode: z
              .string()
              .trim()
              .min(1, PRODUCT_MESSAGES.enterSearchTerm)
              .max(BARCODE_SEARCH_MAX_LENGTH),
          }),
          response: { 200: z.object({ isSuccess: success, data: productSearchReplySchema }) },
        },
      },
      async (request) => {
        const { supplierId, barcode, currentPage, pageSize } = request.query;
        const session = legacySession(request, supplierId);
        const data = await searchProducts(
          db,
          session,
          { barcode, currentPage, pageSize, isServiceModule: '0' },
          images,
        );
        return { isSuccess: true as const, data };
      },
    );

    app.get(
      '/vendorapis/products/inventory/getQuickAddInventoryDetailsForProductName',
      {
        config: inventory,
        schema: {
          tags,
          summary: 'Quick add to inventory: products by name (more than 2 characters)',
          querystring: searchQuery.extend({
            searchParameter: z
              .string()
              .trim()
              .min(1, PRODUCT_MESSAGES.enterSearchTerm)
              .max(NAME_SEARCH_MAX_LENGTH),
          }),
          response: { 200: z.object({ isSuccess: success, data: productSearchReplySchema }) },
        },
      },
      async (request) => {
        const { supplierId, searchParameter, currentPage, pageSize } = request.query;
        const session = legacySession(request, supplierId);
        const data = await searchProducts(
          db,
          session,
          { searchParameter, currentPage, pageSize, isServiceModule: '0' },
          images,
        );
        return { isSuccess: true as const, data };
      },
    );

    app.get(
      '/vendorapis/purchase_order/purchase/getQuickAddInventoryDetailsForProductName',
      {
        config: purchases,
        schema: {
          tags,
          summary: 'Quick add on the purchase order: by exact barcode, else by name',
          querystring: searchQuery.extend({
            searchParameter: z.string().trim().min(1, PRODUCT_MESSAGES.enterSearchTerm).max(50),
          }),
          response: { 200: z.object({ isSuccess: success, data: quickAddReplySchema }) },
        },
      },
      async (request) => {
        const { supplierId, searchParameter } = request.query;
        const session = legacySession(request, supplierId);
        const data = await quickAddProducts(db, session, searchParameter, undefined);
        return { isSuccess: true as const, data };
      },
    );
  };
