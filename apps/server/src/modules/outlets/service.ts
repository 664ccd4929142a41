// The outlets screen's use cases (Settings): add and edit an outlet (address, state for GST, GSTIN,
// phone, hours), its counters, the default outlet, deactivating; the plan's outlet limit.
import { stateByCode } from '@storekeep/domain/india-states';
import {
  mayAddOutlet,
  OUTLET_MESSAGES,
  type OutletDetail,
  type OutletListReply,
  type outletBodySchema,
  outletLimitOf,
} from '@storekeep/domain/outlet-api';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { findPackage, findSupplier, insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

type OutletInput = z.output<typeof outletBodySchema>;

/** A counter every new outlet starts with, so it can be chosen at once (renamed from the screen). */
const FIRST_COUNTER_NAME = 'Main Counter';

async function planOf(db: DbOrTx, supplierId: number) {
  const supplier = await findSupplier(db, supplierId);
  if (!supplier) throw notFound('Store not found.');
  const pkg = await findPackage(db, supplier.packageId);
  return { outletLimit: outletLimitOf(pkg?.featureInfo ?? null), upgradeToPackageIds: pkg?.upgradeTo ?? [] };
}

async function listFor(db: DbOrTx, supplierId: number, lock = false): Promise<OutletDetail[]> {
  const { outletRows, accountRows } = await q.listOutlets(db, supplierId, lock);
  const firstActive = outletRows.find((row) => row.isActive)?.outletId;
  return outletRows.map((row) => ({
    outletId: row.outletId,
    name: row.name,
    address: row.address,
    city: row.city,
    pincode: row.pincode,
    stateId: row.stateId,
    state: row.state,
    gstin: row.gstin,
    phone: row.phone,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    isActive: row.isActive,
    isDefault: row.outletId === firstActive,
    accounts: accountRows
      .filter((account) => account.outletId === row.outletId)
      .map((account) => ({
        accountId: account.accountId,
        accountName: account.accountName,
        isActive: account.isActive,
      })),
  }));
}

export async function listOutletSettings(db: Db, session: SupplierSession): Promise<OutletListReply> {
  const [outlets, plan] = await Promise.all([
    listFor(db, session.supplierId),
    planOf(db, session.supplierId),
  ]);
  return { outlets, ...plan };
}

const limitReached = (limit: number) =>
  new AppError(403, 'limit_reached', OUTLET_MESSAGES.limitReached.replace('{{limit}}', String(limit)));

/** The outlets locked, so two parallel additions cannot both pass the plan's limit. */
async function requireRoomForOne(tx: Tx, supplierId: number) {
  const outlets = await listFor(tx, supplierId, true);
  const { outletLimit } = await planOf(tx, supplierId);
  if (!mayAddOutlet(outlets.filter((o) => o.isActive).length, outletLimit))
    throw limitReached(outletLimit ?? 0);
  return outlets;
}

function columnsOf(input: OutletInput) {
  return {
    name: input.name,
    address: input.address,
    city: input.city,
    pincode: input.pincode,
    stateId: input.stateId,
    state: stateByCode(input.stateId)?.name ?? null,
    gstin: input.gstin,
    phone: input.phone,
    opensAt: input.opensAt,
    closesAt: input.closesAt,
  };
}

async function audited(tx: Tx, session: SupplierSession, action: string, details: Record<string, unknown>) {
  await insertAudit(tx, { supplierId: session.supplierId, userId: session.userId, action, details });
}

async function reply(tx: DbOrTx, session: SupplierSession): Promise<OutletListReply> {
  return { outlets: await listFor(tx, session.supplierId), ...(await planOf(tx, session.supplierId)) };
}

export async function createOutlet(db: Db, session: SupplierSession, input: OutletInput) {
  return db.transaction(async (tx) => {
    const outlets = await requireRoomForOne(tx, session.supplierId);
    const outletId = await q.insertOutlet(tx, {
      supplierId: session.supplierId,
      ...columnsOf(input),
      position: outlets.length,
    });
    await q.insertAccount(tx, { supplierId: session.supplierId, outletId, accountName: FIRST_COUNTER_NAME });
    await audited(tx, session, 'outlet.added', { outletId, name: input.name });
    return reply(tx, session);
  });
}

async function outletOf(tx: DbOrTx, supplierId: number, outletId: number) {
  const outlets = await listFor(tx, supplierId, true);
  const outlet = outlets.find((o) => o.outletId === outletId);
  if (!outlet) throw notFound('Outlet not found.');
  return { outlet, outlets };
}

export async function updateOutletDetails(
  db: Db,
  session: SupplierSession,
  outletId: number,
  input: OutletInput,
) {
  return db.transaction(async (tx) => {
    await outletOf(tx, session.supplierId, outletId);
    await q.updateOutlet(tx, session.supplierId, outletId, columnsOf(input));
    await audited(tx, session, 'outlet.updated', { outletId, name: input.name });
    return reply(tx, session);
  });
}

/** Deactivates an outlet (its orders and stock stay) or brings it back within the plan's limit. */
export async function setOutletActive(db: Db, session: SupplierSession, outletId: number, isActive: boolean) {
  return db.transaction(async (tx) => {
    const { outlet, outlets } = await outletOf(tx, session.supplierId, outletId);
    if (outlet.isActive === isActive) return reply(tx, session);
    if (isActive) await requireRoomForOne(tx, session.supplierId);
    else if (outlets.filter((o) => o.isActive).length <= 1) throw invalid(OUTLET_MESSAGES.lastOutlet);
    await q.updateOutlet(tx, session.supplierId, outletId, { isActive });
    await audited(tx, session, isActive ? 'outlet.activated' : 'outlet.deactivated', {
      outletId,
      name: outlet.name,
    });
    return reply(tx, session);
  });
}

/** The default outlet is the first: chosen for everyone who has not picked one. */
export async function makeDefaultOutlet(db: Db, session: SupplierSession, outletId: number) {
  return db.transaction(async (tx) => {
    const { outlet } = await outletOf(tx, session.supplierId, outletId);
    if (!outlet.isActive) throw invalid(OUTLET_MESSAGES.defaultInactive);
    await q.moveOutletFirst(tx, session.supplierId, outletId);
    await audited(tx, session, 'outlet.default', { outletId, name: outlet.name });
    return reply(tx, session);
  });
}

export async function addCounter(db: Db, session: SupplierSession, outletId: number, accountName: string) {
  return db.transaction(async (tx) => {
    const { outlet } = await outletOf(tx, session.supplierId, outletId);
    const accountId = await q.insertAccount(tx, {
      supplierId: session.supplierId,
      outletId,
      accountName,
      position: outlet.accounts.length,
    });
    await audited(tx, session, 'outlet.counter_added', { outletId, accountId, accountName });
    return reply(tx, session);
  });
}

export async function updateCounter(
  db: Db,
  session: SupplierSession,
  outletId: number,
  accountId: number,
  change: { accountName?: string | undefined; isActive?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    const { outlet } = await outletOf(tx, session.supplierId, outletId);
    const account = outlet.accounts.find((a) => a.accountId === accountId);
    if (!account) throw notFound('Counter not found.');
    if (
      change.isActive === false &&
      account.isActive &&
      outlet.accounts.filter((a) => a.isActive).length <= 1
    )
      throw invalid(OUTLET_MESSAGES.lastAccount, { isActive: OUTLET_MESSAGES.lastAccount });
    await q.updateAccount(tx, session.supplierId, accountId, {
      ...(change.accountName === undefined ? {} : { accountName: change.accountName }),
      ...(change.isActive === undefined ? {} : { isActive: change.isActive }),
    });
    await audited(tx, session, 'outlet.counter_updated', {
      outletId,
      accountId,
      accountName: change.accountName ?? account.accountName,
      isActive: change.isActive ?? account.isActive,
    });
    return reply(tx, session);
  });
}
