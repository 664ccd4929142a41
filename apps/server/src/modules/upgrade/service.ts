// An upgrade request from the trial banner, a premium gate or the trial-expiry page (back-office.md §3, §9).
import type { UpgradeRequestBody } from '@storekeep/domain/plans';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { findPackage, findSupplier, insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

export async function requestUpgrade(db: Db, session: SupplierSession, input: UpgradeRequestBody) {
  const supplier = await findSupplier(db, session.supplierId);
  if (!supplier) throw notFound();
  const target = await findPackage(db, input.upgradePackageId);
  if (!target) throw invalid('Please choose a plan to upgrade to.', { upgradePackageId: 'Unknown plan' });
  await db.transaction(async (tx) => {
    await q.insertUpgradeRequest(tx, {
      supplierId: session.supplierId,
      currentPackageId: supplier.packageId,
      upgradePackageId: target.packageId,
      module: input.module,
      sourceDevice: input.sourceDevice,
      tenure: input.tenure ?? null,
      requestedBy: session.userId,
    });
    await q.markUpdateRequested(tx, session.supplierId);
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'upgrade.requested',
      details: { upgradePackageId: target.packageId, module: input.module },
    });
  });
  return { isSuccess: true as const };
}
