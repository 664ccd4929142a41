// Buying SMS credit packs online: an attempt for the pack's price handed to the store's payment
// provider (the built-in test provider in development and tests), and its verified outcome: a
// CREATED purchase becomes PAID once, under its row's lock, and only then are the credits added.
import { accountSettingsSchema } from '@storekeep/domain/account-settings';
import { MESSAGES_TEXT, SMS_CREDIT_PACKS } from '@storekeep/domain/messages-api';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import {
  newReference,
  type PaymentDeps,
  type PaymentStep,
  providerOf,
  type Shop,
} from '../checkout/index.ts';
import { findSupplier } from '../supplier/index.ts';
import { addPurchasedCredits } from './credits.ts';
import * as q from './queries.ts';

/** Where a purchase's payment paths live (the test provider's page, the provider's return). */
export const purchaseApiBase = '/api/v1/sms-credit-purchases';
/** Where the buyer lands after paying: the SMS Credits screen says how it went. */
const creditsScreen = (outcome: 'paid' | 'failed') => `/sms?purchase=${outcome}`;

const purchaseNotFound = () => new AppError(404, 'not_found', MESSAGES_TEXT.purchaseNotFound);

async function shopOf(db: DbOrTx, supplierId: number): Promise<Shop> {
  const supplier = await findSupplier(db, supplierId);
  if (!supplier) throw purchaseNotFound();
  return {
    supplierId,
    storeName: supplier.storeName,
    storeSlug: supplier.storeSlug,
    settings: accountSettingsSchema.parse(supplier.accountSettings ?? {}),
  };
}

/** The packs on sale, and whether the store's provider can take the payment now. */
export async function smsCreditPacks(db: Db, deps: PaymentDeps, supplierId: number) {
  const provider = await providerOf(db, await shopOf(db, supplierId), deps, purchaseApiBase);
  return { packs: SMS_CREDIT_PACKS.map((pack) => ({ ...pack })), canBuy: provider !== null };
}

/** A new purchase of the pack, handed to the provider; answers where the buyer goes to pay. */
export async function buySmsCredits(
  db: Db,
  deps: PaymentDeps,
  session: SupplierSession,
  packId: string,
): Promise<PaymentStep> {
  const pack = SMS_CREDIT_PACKS.find((p) => p.packId === packId);
  if (!pack) throw new AppError(400, 'invalid', MESSAGES_TEXT.noPack, { packId: MESSAGES_TEXT.noPack });
  const shop = await shopOf(db, session.supplierId);
  const provider = await providerOf(db, shop, deps, purchaseApiBase);
  if (!provider) throw conflict(MESSAGES_TEXT.noProvider);
  const reference = newReference();
  await q.insertPurchase(db, {
    supplierId: session.supplierId,
    packId: pack.packId,
    credits: pack.credits,
    amountPaise: pack.pricePaise,
    provider: provider.name,
    reference,
    userId: session.userId,
  });
  const supplier = await findSupplier(db, session.supplierId);
  const step = await provider.create({
    reference,
    amountPaise: pack.pricePaise,
    orderNumber: 0,
    description: `${pack.credits} SMS credits`,
    storeName: shop.storeName,
    customer: { name: shop.storeName, mobile: supplier?.ownerMobile ?? '', email: '' },
    returnUrl: `${deps.origin}${purchaseApiBase}/${reference}/return`,
    cancelUrl: `${deps.origin}${creditsScreen('failed')}`,
  });
  if (step.providerReference)
    await q.updatePurchase(db, session.supplierId, reference, { providerPaymentId: step.providerReference });
  return step;
}

/** A purchase of the built-in test provider, for its page (development and tests only). */
export async function testPurchaseOf(db: Db, reference: string) {
  const purchase = await q.findPurchase(db, reference);
  if (purchase?.provider !== 'test') throw purchaseNotFound();
  return purchase;
}

/**
 * The provider's return: verified by its adapter, then a CREATED purchase becomes PAID (its
 * credits added, one PURCHASE entry in the credit history) or FAILED, once; a repeated return
 * changes nothing. Answers where the buyer goes next.
 */
export async function completeSmsCreditPurchase(
  db: Db,
  deps: PaymentDeps,
  reference: string,
  fields: Record<string, string>,
): Promise<string> {
  const purchase = await q.findPurchase(db, reference);
  if (!purchase) throw purchaseNotFound();
  const provider = await providerOf(db, await shopOf(db, purchase.supplierId), deps, purchaseApiBase);
  if (!provider || provider.name !== purchase.provider) throw conflict(MESSAGES_TEXT.noProvider);
  const verified = await provider.verify(fields, {
    reference,
    providerReference: purchase.providerPaymentId,
  });
  if (!verified || (verified.amountPaise !== undefined && verified.amountPaise !== purchase.amountPaise))
    throw conflict(MESSAGES_TEXT.notVerified);
  const outcome = await db.transaction(async (tx) => {
    const locked = await q.findPurchase(tx, reference, true);
    if (locked?.status !== 'CREATED') return locked?.status === 'PAID' ? 'paid' : 'failed';
    if (!verified.paid) {
      await q.updatePurchase(tx, locked.supplierId, reference, { status: 'FAILED' });
      return 'failed';
    }
    await q.updatePurchase(tx, locked.supplierId, reference, {
      status: 'PAID',
      paidAt: new Date(),
      providerPaymentId: verified.providerPaymentId || locked.providerPaymentId || reference,
    });
    await addPurchasedCredits(tx, locked.supplierId, locked.credits, `${locked.packId} ${reference}`);
    return 'paid';
  });
  return creditsScreen(outcome);
}
