// The platform admin: find a supplier and act for it (captureSupIdByAdmin), every switch audited.
import type { AppData } from '@storekeep/domain/app-data';
import type { SupplierType } from '@storekeep/domain/permissions';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { forgetSessions, type Session } from '../../http/session.ts';
import { updateSessionSelection } from '../auth/index.ts';
import { buildAppData } from '../shell/service.ts';
import { findSupplier, insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

export async function findSuppliers(db: Db, search: string) {
  const rows = await q.searchSuppliers(db, search.trim(), 50);
  return { results: rows.map((row) => ({ ...row, supplierType: row.supplierType as SupplierType })) };
}

export async function actAsSupplier(
  db: Db,
  session: Session,
  supplierId: number,
  ip: string,
): Promise<AppData> {
  const supplier = await findSupplier(db, supplierId);
  if (!supplier) throw notFound('Store not found.');
  await db.transaction(async (tx) => {
    await updateSessionSelection(tx, session.tokenHash, {
      supplierId,
      actingAsAdmin: true,
      selectedOutletId: null,
      selectedAccountId: null,
    });
    await insertAudit(tx, {
      supplierId,
      userId: session.userId,
      action: 'admin.act_as',
      details: { supplierId },
      ip,
    });
  });
  forgetSessions(db, `t:${session.tokenHash}`);
  return buildAppData(db, {
    ...session,
    supplierId,
    supplierType: supplier.supplierType as SupplierType,
    actingAsAdmin: true,
    selectedOutletId: null,
    selectedAccountId: null,
  });
}

export async function stopActing(db: Db, session: Session, ip: string): Promise<AppData> {
  await db.transaction(async (tx) => {
    await updateSessionSelection(tx, session.tokenHash, {
      supplierId: null,
      actingAsAdmin: false,
      selectedOutletId: null,
      selectedAccountId: null,
    });
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'admin.stop_acting',
      ip,
    });
  });
  forgetSessions(db, `t:${session.tokenHash}`);
  return buildAppData(db, {
    ...session,
    supplierId: null,
    actingAsAdmin: false,
    selectedOutletId: null,
    selectedAccountId: null,
  });
}
