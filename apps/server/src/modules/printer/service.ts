// The printer and invoice template a supplier prints with (shared-blocks.md §7 Printer).
import {
  DEFAULT_PRINTER_SETTINGS,
  type PrinterSettings,
  printerSettingsSchema,
} from '@storekeep/domain/printer';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

/** The saved settings, or the defaults (localhost over http, 80 mm receipt) before the first save. */
export async function getPrinterSettings(db: DbOrTx, supplierId: number): Promise<PrinterSettings> {
  const row = await q.findPrinterSettings(db, supplierId);
  return row ? printerSettingsSchema.parse(row) : DEFAULT_PRINTER_SETTINGS;
}

export async function savePrinterSettings(
  db: Db,
  session: SupplierSession,
  input: PrinterSettings,
): Promise<PrinterSettings> {
  await db.transaction(async (tx) => {
    await q.upsertPrinterSettings(tx, session.supplierId, session.userId, input);
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'settings.printer',
      details: input,
    });
  });
  return getPrinterSettings(db, session.supplierId);
}
