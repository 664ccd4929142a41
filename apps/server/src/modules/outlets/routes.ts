// HTTP of the outlets screen under Settings (the owner and the platform admin), and the pincode
// look-up that fills an outlet's district and state (getDetailByPincode, back-office.md §7).
import { pincodePlaceSchema } from '@storekeep/domain/checkout-api';
import {
  outletAccountBodySchema,
  outletAccountParamsSchema,
  outletAccountPatchSchema,
  outletActiveBodySchema,
  outletBodySchema,
  outletIdParamsSchema,
  outletListReplySchema,
} from '@storekeep/domain/outlet-api';
import { OUTLETS_AREA } from '@storekeep/domain/permissions';
import { PINCODE_PATTERN } from '@storekeep/domain/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { supplierSession } from '../../http/session.ts';
import { lookupPincode } from '../checkout/index.ts';
import {
  addCounter,
  createOutlet,
  listOutletSettings,
  makeDefaultOutlet,
  setOutletActive,
  updateCounter,
  updateOutletDetails,
} from './service.ts';

const owner = { access: { kind: 'supplier', area: OUTLETS_AREA } } as const;
const tags = ['outlets'];
const reply200 = { 200: outletListReplySchema };

export const outletRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/outlets',
      {
        config: owner,
        schema: {
          tags,
          summary: "The store's outlets with their counters and the plan's limit",
          response: reply200,
        },
      },
      async (request) => listOutletSettings(db, supplierSession(request)),
    );
    app.post(
      '/outlets',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Add an outlet (within the plan’s outlet limit) with a first counter',
          body: outletBodySchema,
          response: reply200,
        },
      },
      async (request) => createOutlet(db, supplierSession(request), request.body),
    );
    app.put(
      '/outlets/:outletId',
      {
        config: owner,
        schema: {
          tags,
          summary: "Change an outlet's name, address, state, GSTIN, phone and hours",
          params: outletIdParamsSchema,
          body: outletBodySchema,
          response: reply200,
        },
      },
      async (request) =>
        updateOutletDetails(db, supplierSession(request), request.params.outletId, request.body),
    );
    app.put(
      '/outlets/:outletId/active',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Deactivate an outlet (its history stays) or bring it back',
          params: outletIdParamsSchema,
          body: outletActiveBodySchema,
          response: reply200,
        },
      },
      async (request) =>
        setOutletActive(db, supplierSession(request), request.params.outletId, request.body.isActive),
    );
    app.post(
      '/outlets/:outletId/default',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Make an outlet the default (the first, chosen when none is picked)',
          params: outletIdParamsSchema,
          response: reply200,
        },
      },
      async (request) => makeDefaultOutlet(db, supplierSession(request), request.params.outletId),
    );
    app.post(
      '/outlets/:outletId/accounts',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Add a counter (account) to an outlet',
          params: outletIdParamsSchema,
          body: outletAccountBodySchema,
          response: reply200,
        },
      },
      async (request) =>
        addCounter(db, supplierSession(request), request.params.outletId, request.body.accountName),
    );
    app.patch(
      '/outlets/:outletId/accounts/:accountId',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Rename, deactivate or reactivate a counter',
          params: outletAccountParamsSchema,
          body: outletAccountPatchSchema,
          response: reply200,
        },
      },
      async (request) =>
        updateCounter(
          db,
          supplierSession(request),
          request.params.outletId,
          request.params.accountId,
          request.body,
        ),
    );
    app.get(
      '/pincodes/:pincode',
      {
        schema: {
          tags,
          summary: 'District and state of a pincode (getDetailByPincode)',
          params: z.object({ pincode: z.string().regex(PINCODE_PATTERN, 'Enter a valid 6 digit pincode') }),
          response: { 200: pincodePlaceSchema },
        },
      },
      async (request) => {
        const place = lookupPincode(request.params.pincode);
        if (!place) throw notFound('Pincode not found');
        return place;
      },
    );
  };
