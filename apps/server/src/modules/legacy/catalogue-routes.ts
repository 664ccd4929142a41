// The catalogue's legacy app paths (back-office.md §7 "Products and inventory", "Store setting"):
// shapes in and out as the apps know them, the work done by the same services as /api/v1.
import fastifyMultipart from '@fastify/multipart';
import { PRODUCT_EDIT_FIELDS, type ProductReply } from '@storekeep/domain/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../http/errors.ts';
import { getBodyUploadReader, uploadReader } from '../product-images/index.ts';
import { listProductImages, type ProductImagesContext, uploadAppImage } from '../product-images/service.ts';
import { createProductFromTemplate } from '../product-templates/service.ts';
import { mainImageUrlBuilder } from '../products/index.ts';
import { getProduct } from '../products/service.ts';
import { getSmartFill, updateSmartFill } from '../settings/service.ts';
import { LEGACY_CATALOGUE_ACCESS, legacyBoolean, legacySession, supplierIdQuery } from './envelope.ts';
import { BAD_PRODUCT, saveProductFromApp } from './product-save.ts';

const tags = ['legacy apps'];
const catalogue = { access: LEGACY_CATALOGUE_ACCESS };
const settings = { access: { kind: 'supplier', permission: 'SETTINGS:MENU' } } as const;
const id = z.coerce.number().int().positive();
const success = z.literal(true);
/** What the apps called the edit payload's product; the same fields as /api/v1 plus the images. */
const productCommandSchema = z.record(z.string(), z.unknown());
/** The wishlist and review data of the store-setting read: on or off, and how many there are. */
const shopperFeatureSchema = z.object({
  isEnabled: z.union([z.literal(0), z.literal(1)]),
  count: z.number(),
});
const NO_SHOPPER_FEATURE = { isEnabled: 0 as const, count: 0 };

/**
 * The app's productCommand: the fetch-for-edit reply plus imageUrls, productImage1…productImage40
 * and activetab, the edit screen's tab: 'service' for a service (serviceId), else 'product'.
 */
function productCommand(product: ProductReply, imageUrls: readonly string[]) {
  const command: Record<string, unknown> = {
    ...product,
    activetab: product.serviceId === undefined ? 'product' : 'service',
    imageUrls: imageUrls.join(','),
  };
  imageUrls.forEach((url, index) => {
    command[`productImage${index + 1}`] = url;
  });
  return command;
}

/** productCommandAppString: the product as JSON text; serviceId stands for productId on services. */
function readProductCommand(text: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid(BAD_PRODUCT, { productCommandAppString: 'Not valid JSON' });
  }
  const command = productCommandSchema.safeParse(parsed);
  const productId = id.safeParse(command.data?.productId ?? command.data?.serviceId);
  if (!command.success || !productId.success)
    throw invalid(BAD_PRODUCT, { productId: 'productId or serviceId is required' });
  const imageUrls = command.data.imageUrls;
  if (imageUrls !== undefined && typeof imageUrls !== 'string')
    throw invalid(BAD_PRODUCT, { imageUrls: 'A comma-joined text of image URLs' });
  return {
    productId: productId.data,
    fields: Object.fromEntries(
      PRODUCT_EDIT_FIELDS.flatMap((k) => (k in command.data ? [[k, command.data[k]]] : [])),
    ),
    imageUrls:
      imageUrls === undefined
        ? undefined
        : imageUrls
            .split(',')
            .map((url) => url.trim())
            .filter((url) => url !== ''),
  };
}

export const legacyCatalogueRoutes =
  (ctx: ProductImagesContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { throwFileSizeLimit: true });
    const { db } = ctx;
    const images = mainImageUrlBuilder(ctx.storage);

    // The spec lists it as GET and some apps send the multipart body with GET, others with POST:
    // both are answered alike (GET reads its own body: the framework reads none on GET).
    const uploadSchema = {
      tags,
      summary: 'Upload a product image; a later updateProductFromApp names it in imageUrls',
      consumes: ['multipart/form-data'],
      querystring: z.object({ supplierId: supplierIdQuery }),
      response: {
        200: z.object({ isSuccess: success, data: z.array(z.object({ imgURL: z.string() })) }),
      },
    };
    app.post(
      '/marketplace/products/ajax/uploadProductImageForAdmin.service',
      { config: catalogue, schema: uploadSchema },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { url } = await uploadAppImage(ctx, session, uploadReader(ctx, request));
        return { isSuccess: true as const, data: [{ imgURL: url }] };
      },
    );
    app.get(
      '/marketplace/products/ajax/uploadProductImageForAdmin.service',
      { config: { ...catalogue, legacyChanges: true }, schema: uploadSchema },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { url } = await uploadAppImage(ctx, session, getBodyUploadReader(ctx, request));
        return { isSuccess: true as const, data: [{ imgURL: url }] };
      },
    );

    // The apps call it with GET (the spec), so a link on another site would carry the browser's
    // cookie: it answers the app's own credential only (the token in the Authorization header).
    app.get(
      '/marketplace/products/ajax/createProductFromTemplateId.service',
      {
        config: { access: { ...LEGACY_CATALOGUE_ACCESS, appCredential: true } },
        schema: {
          tags,
          summary: 'Create the real product from a template (barcode, createStock)',
          querystring: z.object({
            supplierId: supplierIdQuery,
            source: z.string().max(50).optional(),
            templatedProductId: id,
            barcode: z.string().max(50).optional(),
            createStock: legacyBoolean.optional(),
          }),
          response: { 200: z.object({ isSuccess: success, productId: z.number().int() }) },
        },
      },
      async (request) => {
        const { supplierId, templatedProductId, barcode, createStock } = request.query;
        const session = legacySession(request, supplierId);
        const { productId } = await createProductFromTemplate(db, session, templatedProductId, {
          barcode: barcode ?? null,
          createStock: createStock ?? false,
        });
        return { isSuccess: true as const, productId };
      },
    );

    app.get(
      '/vendorapis/products/product/fetchProductForEdit',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'The product for edit: an array whose first item holds productCommand',
          querystring: z.object({ productId: id, supplierId: supplierIdQuery }),
          response: { 200: z.array(z.object({ productCommand: productCommandSchema })) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const product = await getProduct(db, session, request.query.productId, images);
        const list = await listProductImages(ctx, session, request.query.productId);
        return [
          {
            productCommand: productCommand(
              product,
              list.images.map((image) => image.url),
            ),
          },
        ];
      },
    );

    app.post(
      '/marketplace/products/services/updateProductFromApp.service',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'Save the product (form field productCommandAppString: the product as JSON text)',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          querystring: z.object({ supplierId: supplierIdQuery }),
          body: z.object({ productCommandAppString: z.string().max(1_000_000) }),
          response: {
            200: z.object({
              isSuccess: success,
              productId: z.number().int(),
              productCommand: productCommandSchema,
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const command = readProductCommand(request.body.productCommandAppString);
        const { saved, imageUrls } = await saveProductFromApp(ctx, session, images, command);
        return {
          isSuccess: true as const,
          productId: command.productId,
          productCommand: productCommand(saved, imageUrls),
        };
      },
    );

    app.post(
      '/marketplace/cms/nj/store-setting/update',
      {
        config: settings,
        schema: {
          tags,
          summary: 'Turn SmartFill on (1) or off (0)',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: z.object({
            type: z.string().max(50).optional(),
            smartFill: z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])]),
          }),
          response: { 200: z.object({ isSuccess: success }) },
        },
      },
      async (request) => {
        const session = legacySession(request);
        await updateSmartFill(db, session, Number(request.body.smartFill) === 1 ? 1 : 0);
        return { isSuccess: true as const };
      },
    );

    app.get(
      '/marketplace/cms/nj/store-setting',
      {
        config: { access: { kind: 'supplier' } },
        schema: {
          tags,
          summary: 'SmartFill as data.globalSmartFill; with supplierId also the wishlist and review data',
          querystring: z.object({ supplierId: supplierIdQuery }),
          response: {
            200: z.object({
              isSuccess: success,
              data: z.object({
                globalSmartFill: z.union([z.literal(0), z.literal(1)]),
                wishlist: shopperFeatureSchema.optional(),
                review: shopperFeatureSchema.optional(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const { supplierId } = request.query;
        const session = legacySession(request, supplierId);
        const smartFill = await getSmartFill(db, session);
        if (supplierId === undefined) return { isSuccess: true as const, data: smartFill };
        // The storefront offers shoppers no wishlist and no reviews: both read as off, empty.
        return {
          isSuccess: true as const,
          data: { ...smartFill, wishlist: NO_SHOPPER_FEATURE, review: NO_SHOPPER_FEATURE },
        };
      },
    );
  };
