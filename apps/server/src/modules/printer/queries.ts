// SQL for the supplier's printer and invoice template (one row per supplier, made on first save).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { printerSettings } from '../../db/schema.ts';

export async function findPrinterSettings(db: DbOrTx, supplierId: number) {
  const rows = await db
    .select({
      printerHost: printerSettings.printerHost,
      useHttps: printerSettings.useHttps,
      printerName: printerSettings.printerName,
      templateId: printerSettings.templateId,
      gstin: printerSettings.gstin,
      invoiceFooter: printerSettings.invoiceFooter,
    })
    .from(printerSettings)
    .where(eq(printerSettings.supplierId, supplierId))
    .limit(1);
  return rows[0];
}

export async function upsertPrinterSettings(
  db: DbOrTx,
  supplierId: number,
  userId: number,
  values: {
    printerHost: string;
    useHttps: boolean;
    printerName: string;
    templateId: string;
    gstin: string;
    invoiceFooter: string;
  },
) {
  const row = { ...values, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(printerSettings)
    .values({ supplierId, ...row })
    .onConflictDoUpdate({ target: printerSettings.supplierId, set: row });
}
