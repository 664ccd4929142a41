// The lookups' legacy app paths (back-office.md §7 "Lookups"): pincode, store pickup, custom
// fields, and the JSON files the apps load (download.json, the voice-search route map, and the
// packaging config of shared-blocks.md §7 "Static JSON packaging config"), each from the module or
// domain rule that owns it.
import { pincodePlaceSchema } from '@storekeep/domain/checkout-api';
import { CUSTOM_FIELD_SECTIONS, customFieldListSchema } from '@storekeep/domain/custom-fields';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  MILLI_PER_UNIT,
  PACKAGING_TYPES,
  QUANTITY_DECIMALS,
  QUANTITY_MAX,
  WHOLE_UNITS,
} from '@storekeep/domain/quantity';
import { downloadListReplySchema } from '@storekeep/domain/report-api';
import { PINCODE_PATTERN, VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { actorOf } from '../../http/session.ts';
import { getDeliverySettings, lookupPincode } from '../checkout/index.ts';
import { listCustomFields } from '../custom-fields/service.ts';
import { listDownloads } from '../downloads/service.ts';
import { legacySession } from './envelope.ts';
import { voiceRoutesFor } from './voice-search-routes.ts';

const tags = ['legacy apps'];
const success = z.literal(true);
/** Where the apps find their JSON files (the spec names the files, not their folder). */
export const DOWNLOAD_JSON_PATH = '/marketplace/static/json/download.json';
export const VOICE_SEARCH_JSON_PATH = '/marketplace/static/json/voiceSearchRouteMap.json';
export const PACKAGING_JSON_PATH = '/marketplace/static/json/packagingConfig.json';
export const PINCODE_NOT_FOUND = 'Pincode not found';

/**
 * The packaging config the order item reads (shared-blocks.md §9 "Packaging: packagingType (BOTH
 * means sold as pieces and packs) … unitOfMeasurement, contentPerPiece"): the values of quantity.ts,
 * which the bill, the stock and the print count by, so the apps count as the server does.
 */
const packagingConfigSchema = z.object({
  packagingTypes: z.array(z.enum(PACKAGING_TYPES)),
  /** Units counted in whole numbers (pieces, packets, pairs); any other unit takes decimals. */
  wholeUnits: z.array(z.string()),
  quantityDecimals: z.number().int(),
  quantityMax: z.number(),
  milliPerUnit: z.number().int(),
});

export const legacyLookupRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/marketplace/gis/getDetailByPincode.service',
      {
        schema: {
          tags,
          summary: 'District (as city) and state of a pincode',
          querystring: z.object({
            pincode: z.string().trim().regex(PINCODE_PATTERN, VALIDATION_MESSAGES.pincode),
            priority: z.string().max(5).optional(),
          }),
          response: { 200: z.object({ isSuccess: success, data: pincodePlaceSchema }) },
        },
      },
      async (request) => {
        legacySession(request);
        const place = lookupPincode(request.query.pincode);
        if (!place) throw notFound(PINCODE_NOT_FOUND);
        return { isSuccess: true as const, data: place };
      },
    );

    app.get(
      '/marketplace/gis/getStorePickupInfo.service',
      {
        schema: {
          tags,
          summary: "The store's pickup note, in result",
          response: {
            200: z.object({ isSuccess: success, result: z.object({ pickupInfo: z.string().nullable() }) }),
          },
        },
      },
      async (request) => {
        const { supplierId } = legacySession(request);
        const { pickupInfo } = await getDeliverySettings(db, supplierId);
        return { isSuccess: true as const, result: { pickupInfo } };
      },
    );

    app.get(
      '/marketplace/customfield/ajax/service/getcustomfield.service',
      {
        schema: {
          tags,
          summary: "A section's custom fields in order (PRODUCT, CUSTOMER, ORDER, BOOKING)",
          querystring: z.object({
            section: z
              .string()
              .max(20)
              .default('PRODUCT')
              .transform((s) => s.toUpperCase())
              .pipe(z.enum(CUSTOM_FIELD_SECTIONS)),
          }),
          response: { 200: z.object({ isSuccess: success, data: customFieldListSchema }) },
        },
      },
      async (request) => ({
        isSuccess: true as const,
        data: await listCustomFields(db, legacySession(request), request.query.section),
      }),
    );

    app.get(
      DOWNLOAD_JSON_PATH,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.downloads } },
        schema: {
          tags,
          summary: 'The Downloads list (exports of the last seven days)',
          response: { 200: z.object({ isSuccess: success, data: downloadListReplySchema }) },
        },
      },
      async (request) => ({
        isSuccess: true as const,
        data: await listDownloads(db, legacySession(request)),
      }),
    );

    app.get(
      PACKAGING_JSON_PATH,
      {
        schema: {
          tags,
          summary: 'Packaging types (BOTH: pieces and packs), the units counted whole, the quantity limits',
          response: { 200: z.object({ isSuccess: success, data: packagingConfigSchema }) },
        },
      },
      async (request) => {
        legacySession(request);
        return {
          isSuccess: true as const,
          data: {
            packagingTypes: [...PACKAGING_TYPES],
            wholeUnits: [...WHOLE_UNITS],
            quantityDecimals: QUANTITY_DECIMALS,
            quantityMax: QUANTITY_MAX,
            milliPerUnit: MILLI_PER_UNIT,
          },
        };
      },
    );

    app.get(
      VOICE_SEARCH_JSON_PATH,
      {
        schema: {
          tags,
          summary: 'Spoken words and the screen they open, for the screens this person may open',
          response: {
            200: z.object({
              isSuccess: success,
              data: z.array(z.object({ area: z.string(), route: z.string(), keywords: z.array(z.string()) })),
            }),
          },
        },
      },
      async (request) => ({
        isSuccess: true as const,
        data: voiceRoutesFor(actorOf(legacySession(request))).map((r) => ({
          ...r,
          keywords: [...r.keywords],
        })),
      }),
    );
  };
