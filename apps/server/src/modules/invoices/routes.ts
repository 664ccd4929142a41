// HTTP for invoices: an order's GST invoice as PDF (A4, 80 mm or 58 mm receipt) in one of the nine
// languages.
import { documentLanguageQuerySchema } from '@storekeep/domain/document-texts';
import { INVOICE_LAYOUTS } from '@storekeep/domain/invoice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fileReply } from '../../http/file-reply.ts';
import { supplierSession } from '../../http/session.ts';
import { getInvoicePdf } from './service.ts';

export const invoiceRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/:orderId/invoice',
      {
        config: { access: { kind: 'supplier', permission: 'ORDER:MENU' } },
        schema: {
          tags: ['invoices'],
          summary: "An order's GST invoice as PDF",
          params: z.object({ orderId: z.coerce.number().int().positive() }),
          querystring: z.object({
            layout: z.enum(INVOICE_LAYOUTS).optional(),
            download: z.enum(['0', '1']).optional(),
            language: documentLanguageQuerySchema,
          }),
          response: {
            200: fileReply('The invoice (inline, or as a download with download=1)', ['application/pdf']),
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await getInvoicePdf(
          db,
          supplierSession(request),
          request.params.orderId,
          request.query.layout,
          request.query.language,
        );
        const disposition = request.query.download === '1' ? 'attachment' : 'inline';
        return reply
          .type('application/pdf')
          .header('content-disposition', `${disposition}; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
