// HTTP of the store's own domains (website-builder.md): add, list, update, delete, verify by DNS TXT.
import {
  builderMessageReplySchema,
  domainAddedReplySchema,
  domainChangedReplySchema,
  domainRecordsCheckReplySchema,
  domainsReplySchema,
} from '@storekeep/domain/online-store-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import type { DomainDns, PointTarget } from './domain-records.ts';
import * as domains from './domains.ts';
import { access, tags } from './route-common.ts';

const domainParams = z.object({ domainId: z.coerce.number().int().positive() });

export interface OnlineStoreRoutesContext {
  db: Db;
  dns: DomainDns;
  pointTarget: PointTarget;
  certificates?: domains.DomainsContext['certificates'];
}

export const domainRoutes =
  (ctx: OnlineStoreRoutesContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;
    const domainsCtx: domains.DomainsContext = {
      db,
      dns: ctx.dns,
      target: ctx.pointTarget,
      ...(ctx.certificates ? { certificates: ctx.certificates } : {}),
    };
    // ── Domains ──────────────────────────────────────────────────────────────────────────
    const hostBody = z.object({ host: z.string().max(260) });
    app.get(
      '/site/domains',
      {
        config: access,
        schema: { tags, summary: "The store's custom domains", response: { 200: domainsReplySchema } },
      },
      async (request) => domains.listDomains(db, supplierSession(request), ctx.pointTarget),
    );
    app.post(
      '/site/domains',
      {
        config: access,
        schema: {
          tags,
          summary: 'Add a custom domain',
          body: hostBody,
          response: { 201: domainAddedReplySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await domains.addDomain(domainsCtx, supplierSession(request), request.body)),
    );
    app.put(
      '/site/domains/:domainId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Change a domain',
          params: domainParams,
          body: hostBody,
          response: { 200: domainChangedReplySchema },
        },
      },
      async (request) =>
        domains.updateDomain(domainsCtx, supplierSession(request), request.params.domainId, request.body),
    );
    app.delete(
      '/site/domains/:domainId',
      {
        config: access,
        schema: {
          tags,
          summary: 'Remove a domain',
          params: domainParams,
          response: { 200: builderMessageReplySchema },
        },
      },
      async (request) => domains.deleteDomain(db, supplierSession(request), request.params.domainId),
    );
    app.post(
      '/site/domains/:domainId/verify',
      {
        config: access,
        schema: {
          tags,
          summary: 'Check the DNS TXT record',
          params: domainParams,
          response: { 200: domainChangedReplySchema },
        },
      },
      async (request) => domains.verifyDomain(domainsCtx, supplierSession(request), request.params.domainId),
    );
    app.post(
      '/site/domains/:domainId/check-records',
      {
        config: access,
        schema: {
          tags,
          summary: 'Check the DNS records that point the domain at the shop',
          params: domainParams,
          response: { 200: domainRecordsCheckReplySchema },
        },
      },
      async (request) =>
        domains.checkDomainRecords(domainsCtx, supplierSession(request), request.params.domainId),
    );
  };
