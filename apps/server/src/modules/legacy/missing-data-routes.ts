// The missing image/category save (shared-blocks.md §7 "Missing image/category save: POST", path not
// shown; §2 lists "missing image/category" among the screens reached through data calls): beside
// updateProductFromApp.service (decision 0260). The review screen sends a product with the category
// it lacked and/or the images it lacked (uploaded first through uploadProductImageForAdmin, named
// by URL); the rest of the product keeps its values. The category calls of decision 0230 save
// categories themselves, never a product's category or pictures.
import { REQUIRED_FIELD_MESSAGE } from '@storekeep/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../http/errors.ts';
import type { ProductImagesContext } from '../product-images/service.ts';
import { mainImageUrlBuilder } from '../products/index.ts';
import { LEGACY_CATALOGUE_ACCESS, legacySession, supplierIdQuery } from './envelope.ts';
import { saveProductFromApp } from './product-save.ts';

export const MISSING_DATA_SAVE_PATH = '/marketplace/products/services/saveMissingImageCategory.service';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
/** Empty form fields are left out (a form sends every field, filled or not). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const legacyMissingDataRoutes =
  (ctx: ProductImagesContext): FastifyPluginAsyncZod =>
  async (app) => {
    const images = mainImageUrlBuilder(ctx.storage);
    app.post(
      MISSING_DATA_SAVE_PATH,
      {
        config: { access: LEGACY_CATALOGUE_ACCESS },
        schema: {
          tags: ['legacy apps'],
          summary:
            'Give a product the category (categoryId) and/or images (imageUrls, comma-joined) it was missing',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          querystring: z.object({ supplierId: supplierIdQuery }),
          body: z.object({
            productId: optional(dbId),
            serviceId: optional(dbId),
            categoryId: optional(dbId),
            imageUrls: optional(z.string().max(20_000)),
          }),
          response: {
            200: z.object({
              isSuccess: z.literal(true),
              productId: z.number().int(),
              categoryId: z.number().int().nullable(),
              categoryName: z.string().nullable(),
              imageUrls: z.array(z.string()),
            }),
          },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const { categoryId } = request.body;
        const productId = request.body.productId ?? request.body.serviceId;
        if (productId === undefined)
          throw invalid(REQUIRED_FIELD_MESSAGE, { productId: REQUIRED_FIELD_MESSAGE });
        const imageUrls = request.body.imageUrls
          ?.split(',')
          .map((url) => url.trim())
          .filter((url) => url !== '');
        if (categoryId === undefined && !imageUrls?.length)
          throw invalid(REQUIRED_FIELD_MESSAGE, {
            categoryId: REQUIRED_FIELD_MESSAGE,
            imageUrls: REQUIRED_FIELD_MESSAGE,
          });
        const { saved, imageUrls: stored } = await saveProductFromApp(ctx, session, images, {
          productId,
          fields: categoryId === undefined ? {} : { categoryId },
          imageUrls: imageUrls?.length ? imageUrls : undefined,
        });
        return {
          isSuccess: true as const,
          productId,
          categoryId: saved.categoryId,
          categoryName: saved.categoryName,
          imageUrls: stored,
        };
      },
    );
  };
