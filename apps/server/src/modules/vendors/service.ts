// Vendors (listVendors): add and change them with GSTIN and state, their balance, their ledger of
// bills, payments and debit notes, and payments made to them. Purchasing records a purchase
// order's payment through recordVendorPayment in its own transaction.
import { stateByCode, stateOfGstin } from '@storekeep/domain/india-states';
import { debitNoteText, poNumberText } from '@storekeep/domain/purchase';
import {
  VENDOR_MESSAGES,
  VENDOR_PAGE_SIZE,
  type Vendor,
  type VendorLedgerReply,
  type vendorBodySchema,
  type vendorPaymentBodySchema,
} from '@storekeep/domain/vendor-api';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './queries.ts';

type VendorBody = z.output<typeof vendorBodySchema>;
type PaymentBody = z.output<typeof vendorPaymentBodySchema>;

export function presentVendor(row: q.VendorWithBalance): Vendor {
  return {
    vendorId: row.vendorId,
    name: row.name,
    gstin: row.gstin,
    stateCode: row.stateCode,
    stateName: row.stateCode ? (stateByCode(row.stateCode)?.name ?? null) : null,
    contactName: row.contactName,
    mobileNumber: row.mobileNumber,
    email: row.email,
    address: row.address,
    paymentTermsDays: row.paymentTermsDays,
    openingBalancePaise: row.openingBalancePaise,
    balancePaise: row.balancePaise,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The vendor of this store, or 404. */
export async function requireVendor(db: DbOrTx, session: SupplierSession, vendorId: number) {
  const row = await q.findVendor(db, session.supplierId, vendorId);
  if (!row) throw notFound(VENDOR_MESSAGES.notFound);
  return row;
}

export async function listVendors(
  db: Db,
  session: SupplierSession,
  search: string | undefined,
  page: number,
) {
  const { vendors, total } = await q.listVendors(db, session.supplierId, {
    search,
    limit: VENDOR_PAGE_SIZE,
    offset: (page - 1) * VENDOR_PAGE_SIZE,
  });
  return { vendors: vendors.map(presentVendor), total, page, pageSize: VENDOR_PAGE_SIZE };
}

export async function getVendor(db: Db, session: SupplierSession, vendorId: number) {
  return presentVendor(await requireVendor(db, session, vendorId));
}

/** The state given, or the one the GSTIN names. */
function stateCodeOf(body: Pick<VendorBody, 'gstin' | 'stateCode'>): string | null {
  if (body.stateCode) return body.stateCode;
  return body.gstin ? (stateOfGstin(body.gstin)?.code ?? null) : null;
}

export async function createVendor(db: Db, session: SupplierSession, body: VendorBody) {
  const vendorId = await q.insertVendor(db, {
    supplierId: session.supplierId,
    name: body.name,
    gstin: body.gstin ?? null,
    stateCode: stateCodeOf(body),
    contactName: body.contactName ?? null,
    mobileNumber: body.mobileNumber ?? null,
    email: body.email ?? null,
    address: body.address ?? null,
    paymentTermsDays: body.paymentTermsDays ?? null,
    openingBalancePaise: body.openingBalancePaise ?? 0,
  });
  return getVendor(db, session, vendorId);
}

export async function updateVendor(db: Db, session: SupplierSession, vendorId: number, body: VendorBody) {
  const changed = await q.updateVendor(db, session.supplierId, vendorId, {
    name: body.name,
    gstin: body.gstin ?? null,
    stateCode: stateCodeOf(body),
    contactName: body.contactName ?? null,
    mobileNumber: body.mobileNumber ?? null,
    email: body.email ?? null,
    address: body.address ?? null,
    paymentTermsDays: body.paymentTermsDays ?? null,
    ...(body.openingBalancePaise !== undefined ? { openingBalancePaise: body.openingBalancePaise } : {}),
  });
  if (!changed) throw notFound(VENDOR_MESSAGES.notFound);
  return getVendor(db, session, vendorId);
}

/** The vendor's ledger: opening balance, then bills, payments and debit notes with the running balance. */
export async function getVendorLedger(
  db: Db,
  session: SupplierSession,
  vendorId: number,
): Promise<VendorLedgerReply> {
  const vendor = await requireVendor(db, session, vendorId);
  const rows = await q.vendorLedger(db, session.supplierId, vendorId);
  let balance = vendor.openingBalancePaise;
  const entries: VendorLedgerReply['entries'] = [
    {
      kind: 'OPENING',
      date: vendor.createdAt.toISOString(),
      reference: null,
      purchaseOrderId: null,
      mode: null,
      amountPaise: vendor.openingBalancePaise,
      balancePaise: balance,
    },
  ];
  for (const row of rows) {
    const amount = Number(row.amount_paise);
    balance += amount;
    const number = row.number === null ? null : Number(row.number);
    entries.push({
      kind: row.kind,
      date: new Date(row.at).toISOString(),
      reference:
        row.kind === 'BILL'
          ? [number === null ? null : poNumberText(number), row.reference].filter(Boolean).join(' · ')
          : row.kind === 'RETURN' && number !== null
            ? debitNoteText(number)
            : row.reference,
      purchaseOrderId: row.purchase_order_id === null ? null : Number(row.purchase_order_id),
      mode: (row.mode as VendorLedgerReply['entries'][number]['mode']) ?? null,
      amountPaise: amount,
      balancePaise: balance,
    });
  }
  return { vendor: presentVendor({ ...vendor, balancePaise: balance }), entries };
}

/** Writes a payment to the vendor (optionally against a purchase order) in the caller's transaction. */
export async function recordVendorPayment(
  tx: DbOrTx,
  session: SupplierSession,
  vendorId: number,
  purchaseOrderId: number | null,
  body: PaymentBody,
) {
  const row = await q.insertPayment(tx, {
    supplierId: session.supplierId,
    vendorId,
    purchaseOrderId,
    amountPaise: body.amountPaise,
    mode: body.mode,
    reference: body.reference ?? null,
    paidOn: body.paidOn ?? new Date().toISOString().slice(0, 10),
    note: body.note ?? null,
    userId: session.userId,
  });
  return presentPayment(row);
}

export function presentPayment(row: q.PaymentRow) {
  return {
    paymentId: row.paymentId,
    vendorId: row.vendorId,
    purchaseOrderId: row.purchaseOrderId,
    amountPaise: row.amountPaise,
    mode: row.mode as PaymentBody['mode'],
    reference: row.reference,
    paidOn: row.paidOn,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A payment on account (not against one purchase order). */
export async function payVendor(db: Db, session: SupplierSession, vendorId: number, body: PaymentBody) {
  await requireVendor(db, session, vendorId);
  return recordVendorPayment(db, session, vendorId, null, body);
}
