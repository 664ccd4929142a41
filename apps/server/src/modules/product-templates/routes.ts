// HTTP for product templates: the platform admin's catalogue and the merchant's "create from template".
import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  createFromTemplateReplySchema,
  createFromTemplateSchema,
  productTemplateInputSchema,
  productTemplateListSchema,
  productTemplateSchema,
  templateCategoryInputSchema,
  templateCategoryListSchema,
  templateCategorySchema,
  templateListQuerySchema,
} from '@storekeep/domain/product-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { signedInSession, supplierSession } from '../../http/session.ts';
import * as service from './service.ts';

const adminOnly = { access: { kind: 'platform-admin' } } as const;
const catalogue = { access: { kind: 'supplier', area: MENU_AREAS.productCatalogue } } as const;
const templateParams = z.object({ templateId: z.coerce.number().int().positive() });
const categoryParams = z.object({ templateCategoryId: z.coerce.number().int().positive() });
const tags = ['product-templates'];

export const productTemplateRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/product-templates',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'Approved product templates by name or barcode',
          querystring: templateListQuerySchema,
          response: { 200: productTemplateListSchema },
        },
      },
      async (request) => service.listApprovedTemplates(db, request.query.search, request.query.page),
    );
    app.post(
      '/product-templates/:templateId/products',
      {
        config: catalogue,
        schema: {
          tags,
          summary: 'Create a product from a template (createProductFromTemplateId)',
          params: templateParams,
          body: createFromTemplateSchema,
          response: { 201: createFromTemplateReplySchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.createProductFromTemplate(
              db,
              supplierSession(request),
              request.params.templateId,
              request.body,
            ),
          ),
    );
    app.get(
      '/admin/product-templates',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Every template, approved or not',
          querystring: templateListQuerySchema,
          response: { 200: productTemplateListSchema },
        },
      },
      async (request) => service.listAllTemplates(db, request.query.search, request.query.page),
    );
    app.post(
      '/admin/product-templates',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Add a template',
          body: productTemplateInputSchema,
          response: { 201: productTemplateSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createTemplate(db, signedInSession(request), request.body)),
    );
    app.put(
      '/admin/product-templates/:templateId',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Change or approve a template',
          params: templateParams,
          body: productTemplateInputSchema,
          response: { 200: productTemplateSchema },
        },
      },
      async (request) =>
        service.updateTemplate(db, signedInSession(request), request.params.templateId, request.body),
    );
    app.get(
      '/admin/template-categories',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: "The template catalogue's categories",
          response: { 200: templateCategoryListSchema },
        },
      },
      async () => service.listTemplateCategories(db),
    );
    app.post(
      '/admin/template-categories',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Add a template category',
          body: templateCategoryInputSchema,
          response: { 201: templateCategorySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createTemplateCategory(db, request.body)),
    );
    app.put(
      '/admin/template-categories/:templateCategoryId',
      {
        config: adminOnly,
        schema: {
          tags,
          summary: 'Rename a template category or put it under maintenance',
          params: categoryParams,
          body: templateCategoryInputSchema,
          response: { 200: templateCategorySchema },
        },
      },
      async (request) => service.updateTemplateCategory(db, request.params.templateCategoryId, request.body),
    );
  };
