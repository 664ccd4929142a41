// The GSTR-1 files: the offline tool's JSON, and the offline tool's Excel layout (one sheet per
// table, its column headings) written from that same JSON so the two never disagree.
// Sheet names, headings and keys stay the portal's English in every user language: the offline
// tool finds the sheets and columns by these exact names (docs/decisions/0095).
import { uqcLabel } from '@storekeep/domain/gst-rules';
import { stateByCode } from '@storekeep/domain/india-states';
import { CONTENT_TYPES, type ReportFile } from './report-files.ts';

type Json = Record<string, unknown>;
type Item = { num: number; itm_det: Json };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The tool's place of supply: '29-Karnataka'. */
const pos = (code: unknown) => `${String(code)}-${stateByCode(String(code))?.name ?? ''}`;
/** The tool's date: '05-Nov-2026' from the JSON's '05-11-2026'. */
const day = (ddmmyyyy: unknown) => {
  const [d, m, y] = String(ddmmyyyy).split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
};
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

export function gstr1FileName(period: string, ext: 'json' | 'xlsx'): string {
  return `GSTR1-${period}.${ext}`;
}

export function gstr1Json(json: Json): ReportFile {
  return {
    body: Buffer.from(JSON.stringify(json), 'utf8'),
    contentType: CONTENT_TYPES.json!,
    fileName: gstr1FileName(String(json.fp), 'json'),
  };
}

export async function gstr1Xlsx(json: Json, names: ReadonlyMap<string, string>): Promise<ReportFile> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = (name: string, headings: string[], rows: unknown[][]) => {
    const ws = book.addWorksheet(name);
    ws.addRow(headings).font = { bold: true };
    for (const row of rows) ws.addRow(row);
    headings.forEach((_, i) => {
      ws.getColumn(i + 1).width = 18;
    });
  };
  sheet(
    'b2b',
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    arr(json.b2b).flatMap((b) =>
      arr(b.inv).flatMap((inv) =>
        (inv.itms as Item[]).map((it) => [
          b.ctin,
          names.get(String(b.ctin)) ?? '',
          inv.inum,
          day(inv.idt),
          inv.val,
          pos(inv.pos),
          'N',
          '',
          'Regular B2B',
          '',
          it.itm_det.rt,
          it.itm_det.txval,
          num(it.itm_det.csamt),
        ]),
      ),
    ),
  );
  sheet(
    'b2cl',
    [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    arr(json.b2cl).flatMap((b) =>
      arr(b.inv).flatMap((inv) =>
        (inv.itms as Item[]).map((it) => [
          inv.inum,
          day(inv.idt),
          inv.val,
          pos(b.pos),
          '',
          it.itm_det.rt,
          it.itm_det.txval,
          num(it.itm_det.csamt),
          '',
        ]),
      ),
    ),
  );
  sheet(
    'b2cs',
    [
      'Type',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    arr(json.b2cs).map((r) => [r.typ, pos(r.pos), '', r.rt, r.txval, num(r.csamt), '']),
  );
  sheet(
    'cdnr',
    [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    arr(json.cdnr).flatMap((c) =>
      arr(c.nt).flatMap((nt) =>
        (nt.itms as Item[]).map((it) => [
          c.ctin,
          names.get(String(c.ctin)) ?? '',
          nt.nt_num,
          day(nt.nt_dt),
          nt.ntty,
          pos(nt.pos),
          'N',
          'Regular B2B',
          nt.val,
          '',
          it.itm_det.rt,
          it.itm_det.txval,
          num(it.itm_det.csamt),
        ]),
      ),
    ),
  );
  sheet(
    'cdnur',
    [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    arr(json.cdnur).flatMap((nt) =>
      (nt.itms as Item[]).map((it) => [
        nt.typ,
        nt.nt_num,
        day(nt.nt_dt),
        nt.ntty,
        pos(nt.pos),
        nt.val,
        '',
        it.itm_det.rt,
        it.itm_det.txval,
        num(it.itm_det.csamt),
      ]),
    ),
  );
  const hsn = (json.hsn ?? {}) as { hsn_b2b?: Json[]; hsn_b2c?: Json[] };
  // Table 12 in its two tabs (from the May 2025 return period), one layout for both.
  const hsnSheet = (name: string, rows: Json[]) =>
    sheet(
      name,
      [
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ],
      rows.map((h) => [
        h.hsn_sc,
        h.desc,
        uqcLabel(String(h.uqc)),
        h.qty,
        Math.round((num(h.txval) + num(h.iamt) + num(h.camt) + num(h.samt) + num(h.csamt)) * 100) / 100,
        h.rt,
        h.txval,
        num(h.iamt),
        num(h.camt),
        num(h.samt),
        num(h.csamt),
      ]),
    );
  hsnSheet('hsn(b2b)', hsn.hsn_b2b ?? []);
  hsnSheet('hsn(b2c)', hsn.hsn_b2c ?? []);
  const docs = (json.doc_issue as { doc_det?: Json[] } | undefined)?.doc_det ?? [];
  sheet(
    'docs',
    ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    docs.flatMap((d) => arr(d.docs).map((s) => [d.doc_typ, s.from, s.to, s.totnum, s.cancel])),
  );
  return {
    body: Buffer.from(await book.xlsx.writeBuffer()),
    contentType: CONTENT_TYPES.xlsx!,
    fileName: gstr1FileName(String(json.fp), 'xlsx'),
  };
}
