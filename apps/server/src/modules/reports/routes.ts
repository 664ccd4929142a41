// HTTP for reports (each behind its REPORTS permission, back-office.md §6) and the GST returns
// (with the tax report's permission), and the counters' cash-drawer closes (with the
// transactions report's).

import {
  drawerCloseBodySchema,
  drawerCloseSchema,
  drawerClosesQuerySchema,
  drawerClosesReplySchema,
  drawerDayQuerySchema,
  drawerDayReplySchema,
  drawerParamsSchema,
} from '@storekeep/domain/cash-drawer';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  gstMonthSchema,
  gstReturnsReplySchema,
  REPORT_KINDS,
  REPORT_PERMISSION,
  reportExportParamsSchema,
  reportIndexReplySchema,
  reportParamsSchema,
  reportReplySchema,
} from '@storekeep/domain/report-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { fileReply } from '../../http/file-reply.ts';
import { supplierSession } from '../../http/session.ts';
import * as drawer from './cash-drawer.ts';
import * as reports from './service.ts';

const tags = ['reports'];
const FILE_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
] as const;

export const reportRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/reports',
      {
        config: { access: { kind: 'supplier', area: MENU_AREAS.reports } },
        schema: {
          tags,
          summary: "The reports this user may open, and the server's date",
          response: { 200: reportIndexReplySchema },
        },
      },
      async (request) => reports.reportIndex(supplierSession(request)),
    );
    for (const kind of REPORT_KINDS) {
      const config = { access: { kind: 'supplier', permission: REPORT_PERMISSION[kind] } } as const;
      app.get(
        `/reports/${kind}`,
        {
          config,
          schema: {
            tags,
            summary: `The ${kind} report for a period`,
            querystring: reportParamsSchema,
            response: { 200: reportReplySchema },
          },
        },
        async (request) => reports.runReport(db, supplierSession(request), kind, request.query),
      );
      app.get(
        `/reports/${kind}/export`,
        {
          config,
          schema: {
            tags,
            summary: `The ${kind} report as CSV, XLSX or PDF`,
            querystring: reportExportParamsSchema,
            response: { 200: fileReply('The report file', FILE_TYPES) },
          },
        },
        async (request, reply) => {
          const file = await reports.exportReport(db, supplierSession(request), kind, request.query);
          return reply
            .type(file.contentType)
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .header('cache-control', 'private, no-store')
            .send(file.body);
        },
      );
    }
    app.get(
      '/reports/gst-returns',
      {
        config: { access: { kind: 'supplier', permission: 'REPORTS:TAX' } },
        schema: {
          tags,
          summary: "A month's GSTR-1 check and table counts, and its GSTR-3B output side",
          querystring: gstMonthSchema,
          response: { 200: gstReturnsReplySchema },
        },
      },
      async (request) =>
        reports.gstReturns(db, supplierSession(request), request.query.month, request.query.scope),
    );
    const drawerConfig = { access: { kind: 'supplier', permission: 'REPORTS:TRANSACTION' } } as const;
    app.get(
      '/reports/cash-drawer/:accountId',
      {
        config: drawerConfig,
        schema: {
          tags,
          summary: "A counter's day: the cash its drawer should hold, and its close if made",
          params: drawerParamsSchema,
          querystring: drawerDayQuerySchema,
          response: { 200: drawerDayReplySchema },
        },
      },
      async (request) =>
        drawer.drawerDay(db, supplierSession(request), request.params.accountId, request.query.day),
    );
    app.put(
      '/reports/cash-drawer/:accountId',
      {
        config: drawerConfig,
        schema: {
          tags,
          summary: "Close a counter's day with the cash counted (again: replaces the close)",
          params: drawerParamsSchema,
          body: drawerCloseBodySchema,
          response: { 200: drawerCloseSchema },
        },
      },
      async (request) =>
        drawer.closeDrawer(db, supplierSession(request), request.params.accountId, request.body),
    );
    app.get(
      '/reports/cash-drawer-closes',
      {
        config: drawerConfig,
        schema: {
          tags,
          summary: 'The closed counter days of a period with their differences',
          querystring: drawerClosesQuerySchema,
          response: { 200: drawerClosesReplySchema },
        },
      },
      async (request) => drawer.drawerCloses(db, supplierSession(request), request.query),
    );
  };
