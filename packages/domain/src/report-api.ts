// Requests and replies of the reports, the GST returns and the downloads (back-office.md §6: the
// six REPORTS permissions, DOWNLOADS:MENU; §9: the date range). Every report answers one shape
// (summary figures, charts, tables) so that the screen, the CSV, the XLSX and the PDF read alike.
import { z } from 'zod';
import { GSTR1_ISSUE_CODES } from './gst-returns.ts';
import { isoDateSchema } from './order-api.ts';
import type { Permission } from './permissions.ts';

export const REPORT_KINDS = ['sales', 'tax', 'credit', 'transactions', 'inventory', 'purchases'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The permission each report needs (back-office.md §6); GST returns go with the tax report. */
export const REPORT_PERMISSION: Record<ReportKind, Permission> = {
  sales: 'REPORTS:SALES',
  tax: 'REPORTS:TAX',
  credit: 'REPORTS:CREDIT',
  transactions: 'REPORTS:TRANSACTION',
  inventory: 'REPORTS:INVENTORY',
  purchases: 'REPORTS:PURCHASE',
};

export const SALES_GROUPS = [
  'day',
  'week',
  'month',
  'product',
  'category',
  'staff',
  'outlet',
  'paymentMode',
  'channel',
] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The longest period one report covers: a year (the spec's heaviest case). */
export const MAX_REPORT_DAYS = 366;

const RANGE_MESSAGE = 'The start date must be on or before the end date.';

export const reportParamsSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    /** selected: the outlet chosen in the header; all: every outlet the user may see. */
    scope: z.enum(['selected', 'all']).default('selected'),
    groupBy: z.enum(SALES_GROUPS).default('day'),
  })
  .refine((p) => p.from <= p.to, { message: RANGE_MESSAGE, path: ['from'] });
export type ReportParams = z.output<typeof reportParamsSchema>;

export const reportExportParamsSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    scope: z.enum(['selected', 'all']).default('selected'),
    groupBy: z.enum(SALES_GROUPS).default('day'),
    format: z.enum(EXPORT_FORMATS),
  })
  .refine((p) => p.from <= p.to, { message: RANGE_MESSAGE, path: ['from'] });

export const COLUMN_KINDS = ['text', 'money', 'quantity', 'count', 'percent', 'date'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

/** A table: money in paise, quantities in milli-units, percent in basis points. */
export const reportTableSchema = z.object({
  key: z.string(),
  columns: z.array(z.object({ key: z.string(), kind: z.enum(COLUMN_KINDS) })),
  rows: z.array(z.array(reportCellSchema)),
  totals: z.array(reportCellSchema).nullable(),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportChartSchema = z.object({
  key: z.string(),
  kind: z.enum(['money', 'count']),
  points: z.array(z.object({ label: z.string(), value: z.number() })),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportFigureSchema = z.object({
  key: z.string(),
  kind: z.enum(COLUMN_KINDS),
  value: z.number(),
});
export type ReportFigure = z.infer<typeof reportFigureSchema>;

export const reportReplySchema = z.object({
  report: z.enum(REPORT_KINDS),
  from: isoDateSchema,
  to: isoDateSchema,
  /** The outlet the report covers, or null for every outlet the user may see. */
  outletName: z.string().nullable(),
  figures: z.array(reportFigureSchema),
  charts: z.array(reportChartSchema),
  tables: z.array(reportTableSchema),
  /** Sales only: bills by weekday (Monday first) and hour of day, India time. */
  heatmap: z.array(z.array(z.number())).nullable(),
});
export type ReportReply = z.infer<typeof reportReplySchema>;

/** GET /reports: the reports this user may open and the server's date (the picker's maximum). */
export const reportIndexReplySchema = z.object({
  today: isoDateSchema,
  reports: z.array(z.enum(REPORT_KINDS)),
  gstReturns: z.boolean(),
});
export type ReportIndexReply = z.infer<typeof reportIndexReplySchema>;

export const gstMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month.'),
  scope: z.enum(['selected', 'all']).default('all'),
});

export const gstr1IssueSchema = z.object({
  code: z.enum(GSTR1_ISSUE_CODES),
  orderId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
  detail: z.string(),
});
export type Gstr1IssueReply = z.infer<typeof gstr1IssueSchema>;

const headsSchema = z.object({
  igst: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  utgst: z.number().int(),
  cess: z.number().int(),
});

export const gstReturnsReplySchema = z.object({
  month: z.string(),
  gstin: z.string(),
  issues: z.array(gstr1IssueSchema),
  /** Invoices, credit notes and the GSTR-1 tables they fall in. */
  counts: z.object({
    invoices: z.number().int(),
    creditNotes: z.number().int(),
    b2b: z.number().int(),
    b2cl: z.number().int(),
    b2cs: z.number().int(),
    cdnr: z.number().int(),
    cdnur: z.number().int(),
    hsn: z.number().int(),
  }),
  gstr3b: z.object({
    outwardTaxable: z.object({ taxablePaise: z.number().int(), heads: headsSchema }),
    outwardNilExempt: z.object({ taxablePaise: z.number().int(), heads: headsSchema }),
    interStateUnregistered: z.array(
      z.object({ placeOfSupply: z.string(), taxablePaise: z.number().int(), igstPaise: z.number().int() }),
    ),
    outputTax: headsSchema,
    /** Section 4: input tax credit from purchase bills and debit notes of the month. */
    itc: z.object({ available: headsSchema, reversed: headsSchema, net: headsSchema }),
    /** Section 5: inward nil rated and exempt supplies, inter-state and intra-state. */
    inwardNilExempt: z.object({ interStatePaise: z.number().int(), intraStatePaise: z.number().int() }),
    /** Output tax less net ITC, per head, not below zero. */
    payable: headsSchema,
  }),
});
export type GstReturnsReply = z.infer<typeof gstReturnsReplySchema>;

export const DOWNLOAD_KINDS = ['gstr1', 'report'] as const;
export const DOWNLOAD_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const DOWNLOAD_FORMATS = ['json', 'xlsx', 'csv', 'pdf'] as const;
/** Downloads can be fetched for seven days. */
export const DOWNLOAD_KEEP_DAYS = 7;

export const createDownloadBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('gstr1'),
    month: gstMonthSchema.shape.month,
    format: z.enum(['json', 'xlsx']),
    scope: z.enum(['selected', 'all']).default('all'),
  }),
  z.object({
    kind: z.literal('report'),
    report: z.enum(REPORT_KINDS),
    format: z.enum(EXPORT_FORMATS),
    from: isoDateSchema,
    to: isoDateSchema,
    scope: z.enum(['selected', 'all']).default('selected'),
    groupBy: z.enum(SALES_GROUPS).default('day'),
  }),
]);
export type CreateDownloadBody = z.output<typeof createDownloadBodySchema>;

export const downloadSchema = z.object({
  downloadId: z.number().int(),
  kind: z.enum(DOWNLOAD_KINDS),
  /** The report's kind for kind 'report'. */
  report: z.enum(REPORT_KINDS).nullable(),
  format: z.enum(DOWNLOAD_FORMATS),
  periodStart: isoDateSchema,
  periodEnd: isoDateSchema,
  status: z.enum(DOWNLOAD_STATUSES),
  progress: z.number().int().min(0).max(100),
  requestedBy: z.string(),
  fileName: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadListReplySchema = z.object({ downloads: z.array(downloadSchema) });
