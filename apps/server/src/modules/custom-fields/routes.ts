// HTTP for custom fields: definitions (Settings), their order, and a product's answers.
import {
  CUSTOM_FIELD_SECTIONS,
  customFieldInputSchema,
  customFieldListSchema,
  customFieldOrderSchema,
  customFieldSchema,
  productCustomFieldsInputSchema,
  productCustomFieldsSchema,
} from '@storekeep/domain/custom-fields';
import { customFieldDeletedReplySchema } from '@storekeep/domain/custom-fields-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import * as service from './service.ts';

const manage = { access: { kind: 'supplier', permission: 'SETTINGS:MENU' } } as const;
/** Products have no permission string in the spec: every role but the delivery boy. */
const catalogue = { access: { kind: 'supplier', roles: ['owner', 'staff', 'platform_admin'] } } as const;
const fieldParams = z.object({ fieldId: z.coerce.number().int().positive() });
const productParams = z.object({ productId: z.coerce.number().int().positive() });
const tags = ['custom-fields'];

export const customFieldRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/custom-fields',
      {
        schema: {
          tags,
          summary: "A section's custom fields in order, and the types this user may add",
          querystring: z.object({ section: z.enum(CUSTOM_FIELD_SECTIONS).default('PRODUCT') }),
          response: { 200: customFieldListSchema },
        },
      },
      async (request) => service.listCustomFields(db, supplierSession(request), request.query.section),
    );
    app.get(
      '/custom-fields/:fieldId',
      {
        schema: {
          tags,
          summary: 'One custom field',
          params: fieldParams,
          response: { 200: customFieldSchema },
        },
      },
      async (request) => service.getCustomField(db, supplierSession(request), request.params.fieldId),
    );
    app.post(
      '/custom-fields',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Add a custom field',
          body: customFieldInputSchema,
          response: { 201: customFieldSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createCustomField(db, supplierSession(request), request.body)),
    );
    app.put(
      '/custom-fields/order',
      {
        config: manage,
        schema: {
          tags,
          summary: "Reorder a section's fields",
          body: customFieldOrderSchema,
          response: { 200: customFieldListSchema },
        },
      },
      async (request) =>
        service.reorderCustomFields(
          db,
          supplierSession(request),
          request.body.section,
          request.body.fieldIds,
        ),
    );
    app.put(
      '/custom-fields/:fieldId',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Change a custom field',
          params: fieldParams,
          body: customFieldInputSchema,
          response: { 200: customFieldSchema },
        },
      },
      async (request) =>
        service.updateCustomField(db, supplierSession(request), request.params.fieldId, request.body),
    );
    app.delete(
      '/custom-fields/:fieldId',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Delete a custom field and its answers',
          params: fieldParams,
          response: { 200: customFieldDeletedReplySchema },
        },
      },
      async (request) => service.deleteCustomField(db, supplierSession(request), request.params.fieldId),
    );
    app.get(
      '/products/:productId/custom-fields',
      {
        config: catalogue,
        schema: {
          tags,
          summary: "A product's custom fields and answers",
          params: productParams,
          response: { 200: productCustomFieldsSchema },
        },
      },
      async (request) =>
        service.getProductCustomFields(db, supplierSession(request), request.params.productId),
    );
    app.put(
      '/products/:productId/custom-fields',
      {
        config: catalogue,
        schema: {
          tags,
          summary: "Save a product's custom-field answers (checked: mandatory, options, conditions)",
          params: productParams,
          body: productCustomFieldsInputSchema,
          response: { 200: productCustomFieldsSchema },
        },
      },
      async (request) =>
        service.setProductCustomFields(
          db,
          supplierSession(request),
          request.params.productId,
          request.body.values,
        ),
    );
  };
