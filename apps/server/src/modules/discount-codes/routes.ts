// HTTP of the online store's discount codes: list with uses so far, create, change, pause/resume.
import {
  discountCodeBodySchema,
  discountCodeListReplySchema,
  discountCodePauseBodySchema,
  discountCodeSchema,
} from '@storekeep/domain/discount-code-api';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import * as codes from './service.ts';

const access = { access: { kind: 'supplier', area: MENU_AREAS.discountCodes } } as const;
const params = z.object({ discountCodeId: z.coerce.number().int().positive() });
const tags = ['discount-codes'];

export const discountCodeRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/discount-codes',
      {
        config: access,
        schema: {
          tags,
          summary: "The online store's discount codes with their uses so far",
          response: { 200: discountCodeListReplySchema },
        },
      },
      async (request) => codes.listDiscountCodes(db, supplierSession(request)),
    );
    app.post(
      '/discount-codes',
      {
        config: access,
        schema: {
          tags,
          summary: 'Create a discount code (unique in the store whatever its case)',
          body: discountCodeBodySchema,
          response: { 201: discountCodeSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await codes.createDiscountCode(db, supplierSession(request), request.body)),
    );
    app.get(
      '/discount-codes/:discountCodeId',
      {
        config: access,
        schema: { tags, summary: 'One discount code', params, response: { 200: discountCodeSchema } },
      },
      async (request) => codes.getDiscountCode(db, supplierSession(request), request.params.discountCodeId),
    );
    app.put(
      '/discount-codes/:discountCodeId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Change a discount code (its uses so far are kept)',
          params,
          body: discountCodeBodySchema,
          response: { 200: discountCodeSchema },
        },
      },
      async (request) =>
        codes.updateDiscountCode(db, supplierSession(request), request.params.discountCodeId, request.body),
    );
    app.post(
      '/discount-codes/:discountCodeId/pause',
      {
        config: access,
        schema: {
          tags,
          summary: 'Pause (paused: true) or resume (paused: false) a discount code',
          params,
          body: discountCodePauseBodySchema,
          response: { 200: discountCodeSchema },
        },
      },
      async (request) =>
        codes.pauseDiscountCode(
          db,
          supplierSession(request),
          request.params.discountCodeId,
          request.body.paused,
        ),
    );
  };
