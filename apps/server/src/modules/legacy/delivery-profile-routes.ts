// The apps' delivery profile (shared-blocks.md §7 "Delivery profiles and time bands: POST
// deliveryCommandString", path not shown): beside the other delivery look-ups, one POST that answers
// the store's delivery-charge ranges, pickup note and time bands, and saves the ranges and the note
// when deliveryCommandString (the profile as JSON text) comes (decision 0260). The time bands are
// the outlets' opening hours: the store delivers and hands over while an outlet is open, and keeps
// no other delivery hours, so they are read here and set in Settings → Outlets.
import { deliverySettingsBodySchema, deliverySettingsReplySchema } from '@storekeep/domain/checkout-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { getDeliverySettings, saveDeliverySettings } from '../checkout/index.ts';
import { listOutletSettings } from '../outlets/service.ts';
import { legacySession, supplierIdQuery } from './envelope.ts';

export const DELIVERY_PROFILE_PATH = '/marketplace/delivery/ajax/service/deliveryProfile.service';
export const DELIVERY_COMMAND_MESSAGE = 'The delivery profile could not be read. Please try again.';
export const TIME_BANDS_MESSAGE =
  'Delivery time bands follow the outlets’ opening hours: change them in Settings → Outlets.';

const timeBandSchema = z.object({
  outletId: z.number().int(),
  outletName: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
});
const deliveryProfileSchema = deliverySettingsReplySchema.extend({ timeBands: z.array(timeBandSchema) });

/** deliveryCommandString: { kind, ranges: [{ min, max, charge }], pickupInfo } as JSON text. */
function readDeliveryCommand(text: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid(DELIVERY_COMMAND_MESSAGE, { deliveryCommandString: 'Not valid JSON' });
  }
  const bands = (parsed as { timeBands?: unknown } | null)?.timeBands;
  if (Array.isArray(bands) && bands.length > 0)
    throw invalid(TIME_BANDS_MESSAGE, { timeBands: TIME_BANDS_MESSAGE });
  const command = deliverySettingsBodySchema.safeParse(parsed);
  if (!command.success) {
    const fields: Record<string, string> = {};
    for (const issue of command.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    throw invalid(Object.values(fields)[0] ?? DELIVERY_COMMAND_MESSAGE, fields);
  }
  return command.data;
}

export const legacyDeliveryProfileRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      DELIVERY_PROFILE_PATH,
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.settings } },
        schema: {
          tags: ['legacy apps'],
          summary:
            'The delivery-charge ranges, pickup note and time bands (the outlets’ hours); saves the ranges and note sent as deliveryCommandString',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          querystring: z.object({ supplierId: supplierIdQuery }),
          body: z.object({ deliveryCommandString: z.string().max(100_000).optional() }).default({}),
          response: { 200: z.object({ isSuccess: z.literal(true), data: deliveryProfileSchema }) },
        },
      },
      async (request) => {
        const session = legacySession(request, request.query.supplierId);
        const text = request.body.deliveryCommandString?.trim();
        const settings = text
          ? await saveDeliverySettings(db, session.supplierId, readDeliveryCommand(text))
          : await getDeliverySettings(db, session.supplierId);
        const { outlets } = await listOutletSettings(db, session);
        const timeBands = outlets.flatMap((outlet) =>
          outlet.isActive && outlet.opensAt && outlet.closesAt
            ? [
                {
                  outletId: outlet.outletId,
                  outletName: outlet.name,
                  fromTime: outlet.opensAt,
                  toTime: outlet.closesAt,
                },
              ]
            : [],
        );
        return { isSuccess: true as const, data: { ...settings, timeBands } };
      },
    );
  };
