// HTTP for downloads (DOWNLOADS:MENU, always granted; starting an export also needs the
// permission of what it exports).

import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  createDownloadBodySchema,
  downloadListReplySchema,
  downloadSchema,
} from '@storekeep/domain/report-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileReply } from '../../http/file-reply.ts';
import { supplierSession } from '../../http/session.ts';
import * as downloads from './service.ts';

const config = { access: { kind: 'supplier', area: MENU_AREAS.downloads } } as const;
const tags = ['downloads'];

export const downloadRoutes =
  (ctx: downloads.DownloadsContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/downloads',
      {
        config,
        schema: {
          tags,
          summary: 'Exports of the last seven days',
          response: { 200: downloadListReplySchema },
        },
      },
      async (request) => downloads.listDownloads(ctx.db, supplierSession(request)),
    );
    app.post(
      '/downloads',
      {
        config,
        schema: {
          tags,
          summary: 'Start an export in the background (GSTR-1, a report file)',
          body: createDownloadBodySchema,
          response: { 202: downloadSchema },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await downloads.startDownload(ctx, supplierSession(request), request.body)),
    );
    app.get(
      '/downloads/:downloadId/file',
      {
        config,
        schema: {
          tags,
          summary: "A finished export's file",
          params: z.object({ downloadId: z.coerce.number().int().positive() }),
          response: {
            200: fileReply('The exported file', [
              'application/json',
              'text/csv',
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'application/pdf',
            ]),
          },
        },
      },
      async (request, reply) => {
        const file = await downloads.downloadFile(ctx, supplierSession(request), request.params.downloadId);
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
