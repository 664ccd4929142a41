// Publishing: immutable versions of the draft, the list of versions, and rolling back to one.

import { BUILDER_MESSAGES } from '@storekeep/domain/website-builder';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './queries.ts';
import { requireSite } from './site-helpers.ts';

/** Publishing freezes the draft as the next version and makes it live. */
export async function publish(db: Db, session: SupplierSession) {
  return db.transaction(async (tx) => {
    const site = await requireSite(tx, session.supplierId, true);
    const versionNo = await q.nextVersionNo(tx, session.supplierId);
    await q.insertVersion(tx, {
      supplierId: session.supplierId,
      versionNo,
      themeId: site.themeId,
      document: site.draft,
      schemaVersion: site.schemaVersion,
      publishedBy: session.userId,
    });
    await q.updateSite(tx, session.supplierId, { publishedVersion: versionNo });
    return { publishedVersion: versionNo, message: BUILDER_MESSAGES.saved };
  });
}

export async function listVersions(db: Db, session: SupplierSession) {
  const site = await q.findSite(db, session.supplierId);
  const rows = await q.listVersions(db, session.supplierId);
  return {
    publishedVersion: site?.publishedVersion ?? null,
    versions: rows.map((row) => ({
      versionNo: row.versionNo,
      themeId: row.themeId,
      restoredFrom: row.restoredFrom,
      publishedAt: row.publishedAt.toISOString(),
      isLive: row.versionNo === site?.publishedVersion,
    })),
  };
}

/** Rolling back publishes the old document again as a new version and makes it the draft. */
export async function rollBack(db: Db, session: SupplierSession, versionNo: number) {
  return db.transaction(async (tx) => {
    const site = await requireSite(tx, session.supplierId, true);
    const old = await q.findVersion(tx, session.supplierId, versionNo);
    if (!old) throw notFound('Version not found.');
    const next = await q.nextVersionNo(tx, session.supplierId);
    await q.insertVersion(tx, {
      supplierId: session.supplierId,
      versionNo: next,
      themeId: old.themeId,
      document: old.document,
      schemaVersion: old.schemaVersion,
      restoredFrom: old.versionNo,
      publishedBy: session.userId,
    });
    const draftRevision = site.draftRevision + 1;
    await q.updateSite(tx, session.supplierId, {
      themeId: old.themeId,
      draft: old.document,
      schemaVersion: old.schemaVersion,
      draftRevision,
      publishedVersion: next,
    });
    return { publishedVersion: next, restoredFrom: old.versionNo, draftRevision };
  });
}
