// Use cases of reports and GST returns: run a report for a period and outlet scope, export it as
// a file, check a month's GSTR-1 and work out its GSTR-3B, and build the GSTR-1 files.
import { clampRange } from '@storekeep/domain/date-ranges';
import {
  buildGstr1,
  buildGstr3b,
  gstr1Issues,
  inputTaxCredit,
  netTaxPayable,
  returnPeriodOf,
} from '@storekeep/domain/gst-returns';
import { isValidGstin, type TaxHeads } from '@storekeep/domain/gst-rules';
import { hasPermission } from '@storekeep/domain/permissions';
import {
  type ExportFormat,
  type GstReturnsReply,
  MAX_REPORT_DAYS,
  REPORT_KINDS,
  REPORT_PERMISSION,
  type ReportIndexReply,
  type ReportKind,
  type ReportParams,
  type ReportReply,
} from '@storekeep/domain/report-api';
import type { DbOrTx } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { actorOf, type SupplierSession } from '../../http/session.ts';
import { creditReport } from './credit.ts';
import { gstPeriodData } from './gst-data.ts';
import { gstr1Json, gstr1Xlsx } from './gstr1-files.ts';
import { inventoryReport } from './inventory.ts';
import { dayStart, indiaToday, type ReportActor, type Scope, scopeOf } from './period.ts';
import * as purchaseQueries from './purchase-queries.ts';
import { purchaseReport } from './purchases.ts';
import { scopedOutletName } from './queries.ts';
import { type ReportFile, renderReport } from './report-files.ts';
import { salesReport } from './sales.ts';
import { taxReport } from './tax.ts';
import { transactionsReport } from './transactions.ts';

export { indiaToday, type ReportActor } from './period.ts';
export type { ReportFile } from './report-files.ts';

export const REPORT_MESSAGES = {
  tooLong: `Choose a period of at most ${MAX_REPORT_DAYS} days.`,
  fixBeforeExport: 'Fix the invoices listed before exporting GSTR-1.',
} as const;

/** The asked period, its end pulled back to today (the picker's maximum is the server's date). */
function checkedPeriod<T extends { from: string; to: string }>(params: T, today = indiaToday()): T {
  const range = clampRange({ start: params.from, end: params.to }, today);
  const days = (dayStart(range.end).getTime() - dayStart(range.start).getTime()) / 86_400_000 + 1;
  if (days > MAX_REPORT_DAYS) throw invalid(REPORT_MESSAGES.tooLong, { from: REPORT_MESSAGES.tooLong });
  return { ...params, from: range.start, to: range.end };
}

/** The reports the session's permissions open (back-office.md §6) and today's date in India. */
export function reportIndex(session: SupplierSession): ReportIndexReply {
  const actor = actorOf(session);
  return {
    today: indiaToday(),
    reports: REPORT_KINDS.filter((kind) => hasPermission(actor, REPORT_PERMISSION[kind])),
    gstReturns: hasPermission(actor, 'REPORTS:TAX'),
  };
}

export async function runReport(
  db: DbOrTx,
  session: ReportActor,
  kind: ReportKind,
  asked: ReportParams,
): Promise<ReportReply> {
  const params = checkedPeriod(asked);
  const s = scopeOf(session, params);
  const outletName = await scopedOutletName(db, s, params.scope);
  const body =
    kind === 'sales'
      ? await salesReport(db, s, params)
      : kind === 'tax'
        ? taxReport(
            await gstPeriodData(db, s, returnPeriodOf(params.from.slice(0, 7))),
            params,
            await periodItc(db, s, params),
          )
        : kind === 'credit'
          ? await creditReport(db, s, params)
          : kind === 'transactions'
            ? await transactionsReport(db, s, params)
            : kind === 'inventory'
              ? await inventoryReport(db, s, params)
              : await purchaseReport(db, s, params);
  return { ...body, outletName };
}

export async function exportReport(
  db: DbOrTx,
  session: ReportActor,
  kind: ReportKind,
  params: ReportParams & { format: ExportFormat },
): Promise<ReportFile> {
  return renderReport(await runReport(db, session, kind, params), params.format, session.language);
}

/** The net input tax credit of a period's purchase bills and debit notes, per head. */
async function periodItc(db: DbOrTx, s: Scope, period: { from: string; to: string }): Promise<TaxHeads> {
  const [bills, notes] = await Promise.all([
    purchaseQueries.purchaseBills(db, s, period),
    purchaseQueries.debitNotes(db, s),
  ]);
  return inputTaxCredit(bills, notes).net;
}

/** The first and last day of a month 'YYYY-MM'. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

async function monthData(db: DbOrTx, session: ReportActor, month: string, scope: 'selected' | 'all') {
  const range = monthRange(month);
  const s = scopeOf(session, { ...range, scope });
  return gstPeriodData(db, s, returnPeriodOf(month));
}

/** The month's GSTR-1 check, table counts and GSTR-3B output side. */
export async function gstReturns(
  db: DbOrTx,
  session: ReportActor,
  month: string,
  scope: 'selected' | 'all',
): Promise<GstReturnsReply> {
  const data = await monthData(db, session, month, scope);
  const range = monthRange(month);
  const s = scopeOf(session, { ...range, scope });
  const [bills, notes, nil] = await Promise.all([
    purchaseQueries.purchaseBills(db, s, range),
    purchaseQueries.debitNotes(db, s),
    purchaseQueries.nilRatedInward(db, s, range),
  ]);
  const itc = inputTaxCredit(bills, notes);
  const gstr3b = buildGstr3b(data);
  const json = buildGstr1(data);
  const length = (key: string) => (Array.isArray(json[key]) ? (json[key] as unknown[]).length : 0);
  const nested = (key: string, inner: string) =>
    Array.isArray(json[key])
      ? (json[key] as Array<Record<string, unknown[]>>).reduce((t, g) => t + (g[inner]?.length ?? 0), 0)
      : 0;
  return {
    month,
    gstin: data.gstin,
    issues: gstr1Issues(data),
    counts: {
      invoices: data.invoices.length,
      creditNotes: data.creditNotes.length,
      b2b: nested('b2b', 'inv'),
      b2cl: nested('b2cl', 'inv'),
      b2cs: length('b2cs'),
      cdnr: nested('cdnr', 'nt'),
      cdnur: length('cdnur'),
      // Rows of both tabs of table 12 (hsn_b2b and hsn_b2c).
      hsn: Object.values((json.hsn ?? {}) as Record<string, unknown[]>).reduce(
        (t, rows) => t + rows.length,
        0,
      ),
    },
    gstr3b: {
      ...gstr3b,
      itc,
      inwardNilExempt: { interStatePaise: nil.inter, intraStatePaise: nil.intra },
      payable: netTaxPayable(gstr3b.outputTax, itc.net),
    },
  };
}

/**
 * The month's GSTR-1 file; refused while any invoice would be rejected by the portal.
 * onProgress: 0–100 as the work goes (the download job shows it).
 */
export async function gstr1File(
  db: DbOrTx,
  session: ReportActor,
  input: { month: string; format: 'json' | 'xlsx'; scope: 'selected' | 'all' },
  onProgress: (percent: number) => Promise<void> = async () => {},
): Promise<ReportFile> {
  const data = await monthData(db, session, input.month, input.scope);
  await onProgress(60);
  if (gstr1Issues(data).length > 0 || !isValidGstin(data.gstin))
    throw invalid(REPORT_MESSAGES.fixBeforeExport, { month: REPORT_MESSAGES.fixBeforeExport });
  const json = buildGstr1(data);
  await onProgress(85);
  if (input.format === 'json') return gstr1Json(json);
  const names = new Map<string, string>();
  for (const inv of data.invoices)
    if (inv.customerGstin) names.set(inv.customerGstin.toUpperCase(), inv.customerName ?? '');
  return gstr1Xlsx(json, names);
}
