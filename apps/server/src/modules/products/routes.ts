// HTTP for products: every role but the delivery boy (the spec names no permission string for
// products; the menu entry follows the same rule).
import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  barcodeConflictReplySchema,
  productBulkReplySchema,
  productCountsReplySchema,
  productCreateSchema,
  productEditSchema,
  productIdsSchema,
  productListQuerySchema,
  productListReplySchema,
  productReplySchema,
  productSearchQuerySchema,
  productSearchReplySchema,
} from '@storekeep/domain/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { mainImageUrlBuilder } from './presenters.ts';
import { barcodeConflictQuerySchema, countsQuerySchema, productParamsSchema } from './schemas.ts';
import * as products from './service.ts';

const access = { access: { kind: 'supplier', area: MENU_AREAS.products } } as const;
const tags = ['products'];

export const productRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const images = mainImageUrlBuilder(app.storage);
    app.get(
      '/products',
      {
        config: access,
        schema: {
          tags,
          summary: 'Products or services, 25 a page, by tab, display state or missing data',
          querystring: productListQuerySchema,
          response: { 200: productListReplySchema },
        },
      },
      async (request) => products.listProducts(db, supplierSession(request), request.query, images),
    );
    app.get(
      '/products/counts',
      {
        config: access,
        schema: {
          tags,
          summary: 'How many products each tab and missing-data view lists',
          querystring: countsQuerySchema,
          response: { 200: productCountsReplySchema },
        },
      },
      async (request) =>
        products.countProducts(db, supplierSession(request), request.query.isServiceModule === '1'),
    );
    app.get(
      '/products/search',
      {
        config: access,
        schema: {
          tags,
          summary: 'Search by product name or barcode, 20 a page',
          querystring: productSearchQuerySchema,
          response: { 200: productSearchReplySchema },
        },
      },
      async (request) => products.searchProducts(db, supplierSession(request), request.query, images),
    );
    app.get(
      '/products/barcode-conflict',
      {
        config: access,
        schema: {
          tags,
          summary: 'The other active product that holds a barcode, if any',
          querystring: barcodeConflictQuerySchema,
          response: { 200: barcodeConflictReplySchema },
        },
      },
      async (request) =>
        products.findBarcodeConflict(
          db,
          supplierSession(request),
          request.query.barcode,
          request.query.productId,
        ),
    );
    app.get(
      '/products/:productId',
      {
        config: access,
        schema: {
          tags,
          summary: 'One product for edit',
          params: productParamsSchema,
          response: { 200: productReplySchema },
        },
      },
      async (request) => products.getProduct(db, supplierSession(request), request.params.productId, images),
    );
    app.post(
      '/products',
      {
        config: access,
        schema: {
          tags,
          summary: 'Create a product or service',
          body: productCreateSchema,
          response: { 201: productReplySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await products.createProduct(db, supplierSession(request), request.body, images)),
    );
    app.put(
      '/products/:productId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Save the whole product from the editor',
          params: productParamsSchema,
          body: productEditSchema,
          response: { 200: productReplySchema },
        },
      },
      async (request) =>
        products.editProduct(db, supplierSession(request), request.params.productId, request.body, images),
    );
    const bulk = (
      path: string,
      summary: string,
      action: (db: Db, session: ReturnType<typeof supplierSession>, ids: number[]) => Promise<unknown>,
    ) =>
      app.post(
        path,
        {
          config: access,
          schema: { tags, summary, body: productIdsSchema, response: { 200: productBulkReplySchema } },
        },
        async (request) =>
          action(db, supplierSession(request), request.body.ids) as Promise<{
            updated: number;
            message: string;
          }>,
      );
    bulk('/products/recycle-bin', 'Move products to the recycle bin', products.moveToRecycleBin);
    bulk('/products/restore', 'Restore products from the recycle bin', products.restoreProducts);
    bulk('/products/pause-selling', 'Pause selling (OFF_DISPLAY)', products.pauseSelling);
    bulk('/products/resume-selling', 'Resume selling (ON_DISPLAY)', products.resumeSelling);
    bulk(
      '/products/permanent-delete',
      'Delete products from the recycle bin for good',
      products.deleteProductsPermanently,
    );
  };
