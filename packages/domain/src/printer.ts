// Printer settings and the local print service (shared-blocks.md §4, §7, §9): a service on the
// shop's computer at a configurable host, port 7088 over http or 8881 over https, default localhost.
import { z } from 'zod';
import { INVOICE_LAYOUTS } from './invoice.ts';

export const PRINT_SERVICE_HTTP_PORT = 7088;
export const PRINT_SERVICE_HTTPS_PORT = 8881;
export const DEFAULT_PRINT_SERVICE_HOST = 'localhost';

/** connecting, then connected or notConnected. */
export const PRINTER_STATUSES = ['connecting', 'connected', 'notConnected'] as const;
export type PrinterStatus = (typeof PRINTER_STATUSES)[number];

/** A host name or address, optionally with its own port ('localhost', '192.168.1.20', 'pc:9100'). */
const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

export const printerSettingsSchema = z.object({
  printerHost: z.string().trim().regex(HOST, 'Please enter a valid host').default(DEFAULT_PRINT_SERVICE_HOST),
  useHttps: z.boolean().default(false),
  printerName: z.string().trim().max(100).default(''),
  /** The invoice template: A4 page or an 80 mm / 58 mm receipt. */
  templateId: z.enum(INVOICE_LAYOUTS).default('80MM'),
  /** The seller's GSTIN printed on invoices ('' when the shop is not registered). */
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^$|^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'Please enter a valid GSTIN')
    .default(''),
  invoiceFooter: z.string().trim().max(200).default(''),
});
export type PrinterSettings = z.infer<typeof printerSettingsSchema>;
export const DEFAULT_PRINTER_SETTINGS: PrinterSettings = printerSettingsSchema.parse({});

/** The base address of the local print service for these settings. */
export function printServiceUrl(settings: Pick<PrinterSettings, 'printerHost' | 'useHttps'>): string {
  const host = settings.printerHost || DEFAULT_PRINT_SERVICE_HOST;
  const hasPort = /:\d+$/.test(host);
  const scheme = settings.useHttps ? 'https' : 'http';
  const port = settings.useHttps ? PRINT_SERVICE_HTTPS_PORT : PRINT_SERVICE_HTTP_PORT;
  return hasPort ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}
