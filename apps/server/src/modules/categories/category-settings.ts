// The store's category settings (automated-category mode).
import type { CategoryTreeReply } from '@storekeep/domain/category-api';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import { insertAudit } from '../supplier/index.ts';
import { type CategoryServiceOptions, getCategoryTree } from './internal.ts';
import * as q from './queries.ts';

export async function updateCategorySettings(
  db: Db,
  session: SupplierSession,
  options: Pick<CategoryServiceOptions, 'storage'>,
  input: { isCategoryAutomated: boolean },
): Promise<CategoryTreeReply> {
  await db.transaction(async (tx) => {
    await q.lockTree(tx, session.supplierId);
    await q.setAutomated(tx, session.supplierId, input.isCategoryAutomated);
    await q.bumpTree(tx, session.supplierId, Date.now());
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'categories.settings',
      details: input,
    });
  });
  return getCategoryTree(db, session, options);
}
