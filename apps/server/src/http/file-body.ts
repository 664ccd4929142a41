// Uploads that travel as the raw request body (no multipart), for the plugin that registers it:
// the file is read as bytes, counted as it arrives, and refused past the limit with the caller's
// message (a parser with parseAs would answer Fastify's own text).

import { XLSX_MIME } from '@storekeep/domain/product-import';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** The types a spreadsheet upload may claim (browsers send CSV under several). */
export const SPREADSHEET_TYPES = [
  'text/csv',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  XLSX_MIME,
];

export function acceptFileBody(
  app: FastifyInstance,
  types: string[],
  maxBytes: number,
  tooLargeMessage: string,
): void {
  app.addContentTypeParser(types, (_request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > maxBytes) {
        failed = true;
        done(new AppError(413, 'limit_reached', tooLargeMessage), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error: Error) => {
      if (!failed) done(error, undefined);
    });
  });
}
