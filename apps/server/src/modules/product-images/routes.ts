// HTTP for product images: list, add (multipart field uploadedImageFile), replace at an index,
// reorder and delete. Every role but the delivery boy works on products (no permission string in
// the spec); the product must be the session's supplier's.
import fastifyMultipart from '@fastify/multipart';
import {
  MAX_PRODUCT_IMAGES,
  productImagesReplySchema,
  reorderProductImagesSchema,
} from '@storekeep/domain/product-images';
import { createFromTemplateSchema } from '@storekeep/domain/product-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierSession } from '../../http/session.ts';
import {
  addProductImage,
  addTemplateProductImage,
  deleteProductImage,
  listProductImages,
  type ProductImagesContext,
  reorderProductImages,
  replaceProductImage,
  retryProductImageVariants,
} from './service.ts';
import { uploadReader } from './upload-reader.ts';

const access = { access: { kind: 'supplier', roles: ['owner', 'staff', 'platform_admin'] } } as const;
const productParams = z.object({ productId: z.coerce.number().int().positive() });
const imageParams = productParams.extend({
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_PRODUCT_IMAGES - 1),
});
/** createProductFromTemplateId's barcode and createStock, as the query of the upload. */
const templateQuery = z.object({
  barcode: createFromTemplateSchema.shape.barcode,
  createStock: z.enum(['true', 'false', '1', '0']).optional(),
});

export const productImageRoutes =
  (ctx: ProductImagesContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });
    const reply200 = { 200: productImagesReplySchema };

    app.get(
      '/products/:productId/images',
      {
        config: access,
        schema: {
          tags: ['product images'],
          summary: "A product's images in order",
          params: productParams,
          response: reply200,
        },
      },
      async (request) => listProductImages(ctx, supplierSession(request), request.params.productId),
    );

    app.post(
      '/products/:productId/images',
      {
        config: access,
        schema: {
          tags: ['product images'],
          summary: 'Add an image at the end (multipart, field uploadedImageFile)',
          consumes: ['multipart/form-data'],
          params: productParams,
          response: { 201: productImagesReplySchema },
        },
      },
      async (request, reply) => {
        const result = await addProductImage(
          ctx,
          supplierSession(request),
          request.params.productId,
          uploadReader(ctx, request),
        );
        return reply.status(201).send(result);
      },
    );

    app.post(
      '/product-templates/:templateId/images',
      {
        config: access,
        schema: {
          tags: ['product images'],
          summary:
            'Add an image to a template-based product: creates the product from the template first (multipart, field uploadedImageFile)',
          consumes: ['multipart/form-data'],
          params: z.object({ templateId: z.coerce.number().int().positive() }),
          querystring: templateQuery,
          response: { 201: productImagesReplySchema },
        },
      },
      async (request, reply) => {
        const { barcode, createStock } = request.query;
        const result = await addTemplateProductImage(
          ctx,
          supplierSession(request),
          request.params.templateId,
          { barcode, createStock: createStock === 'true' || createStock === '1' },
          uploadReader(ctx, request),
        );
        return reply.status(201).send(result);
      },
    );

    app.put(
      '/products/:productId/images/order',
      {
        config: access,
        schema: {
          tags: ['product images'],
          summary: 'Put the images in a new order',
          params: productParams,
          body: reorderProductImagesSchema,
          response: reply200,
        },
      },
      async (request) =>
        reorderProductImages(ctx, supplierSession(request), request.params.productId, request.body.imageIds),
    );

    app.put(
      '/products/:productId/images/:position',
      {
        config: access,
        schema: {
          tags: ['product images'],
          summary: 'Replace the image at an index (multipart, field uploadedImageFile)',
          consumes: ['multipart/form-data'],
          params: imageParams,
          response: reply200,
        },
      },
      async (request) =>
        replaceProductImage(
          ctx,
          supplierSession(request),
          request.params.productId,
          request.params.position,
          uploadReader(ctx, request),
        ),
    );

    app.post(
      '/products/:productId/images/:position/retry',
      {
        config: access,
        schema: {
          tags: ['product images'],
          summary: 'Make the variants of a failed image again',
          params: imageParams,
          response: reply200,
        },
      },
      async (request) =>
        retryProductImageVariants(
          ctx,
          supplierSession(request),
          request.params.productId,
          request.params.position,
        ),
    );

    app.delete(
      '/products/:productId/images/:position',
      {
        config: access,
        schema: {
          tags: ['product images'],
          summary: 'Delete the image at an index; later images move up',
          params: imageParams,
          response: reply200,
        },
      },
      async (request) =>
        deleteProductImage(ctx, supplierSession(request), request.params.productId, request.params.position),
    );
  };
