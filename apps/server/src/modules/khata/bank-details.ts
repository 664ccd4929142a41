// The store's bank and UPI details (common_api getUserBankDetails) that the statement page pays
// to, and the bank of an IFSC (getDetailsByIfsc).
import { bankOfIfsc } from '@storekeep/domain/ifsc-banks';
import type { BankDetails, bankDetailsBodySchema } from '@storekeep/domain/khata-api';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

export async function getBankDetails(db: DbOrTx, supplierId: number): Promise<BankDetails> {
  const row = await q.findBankDetails(db, supplierId);
  return {
    accountHolderName: row?.accountHolderName ?? null,
    accountNumber: row?.accountNumber ?? null,
    ifsc: row?.ifsc ?? null,
    bankName: row?.bankName ?? null,
    branch: row?.branch ?? null,
    upiId: row?.upiId ?? null,
  };
}

/** Saves the details; a bank name left empty is taken from the IFSC where the code is known. */
export async function saveBankDetails(
  db: Db,
  session: SupplierSession,
  body: z.output<typeof bankDetailsBodySchema>,
): Promise<BankDetails> {
  return db.transaction(async (tx) => {
    const ifsc = body.ifsc ?? null;
    await q.saveBankDetails(tx, {
      supplierId: session.supplierId,
      accountHolderName: body.accountHolderName ?? null,
      accountNumber: body.accountNumber ?? null,
      ifsc,
      bankName: body.bankName ?? (ifsc ? bankOfIfsc(ifsc).bankName : null),
      branch: body.branch ?? null,
      upiId: body.upiId ?? null,
    });
    // Where the store's money goes: who changed it is kept.
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'settings.bank_details',
      details: { ifsc, upiId: body.upiId ?? null },
    });
    return getBankDetails(tx, session.supplierId);
  });
}

export function detailsByIfsc(ifsc: string) {
  return { ifsc, ...bankOfIfsc(ifsc) };
}
