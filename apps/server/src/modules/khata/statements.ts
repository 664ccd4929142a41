// Shareable statements: a link with an unguessable token (only its SHA-256 is stored) that opens
// the customer's ledger without a login, expires after STATEMENT_LINK_DAYS and can be withdrawn;
// the page offers the store's UPI intent and its online payment provider.
import { createHash, randomBytes } from 'node:crypto';
import { STATEMENT_LINK_DAYS, upiPayLink } from '@storekeep/domain/khata';
import { KHATA_MESSAGES, type StatementLinkReply, type StatementReply } from '@storekeep/domain/khata-api';
import { customerLanguage, renderTemplate } from '@storekeep/domain/message-templates';
import { formatPaise } from '@storekeep/domain/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { type PaymentDeps, providerOf, type Shop } from '../checkout/index.ts';
import { CUSTOMER_NOT_FOUND, storeOf } from './internal.ts';
import { getLedger } from './ledger.ts';
import * as q from './queries.ts';

const DAY_MS = 86_400_000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The statement page of the admin app (it reads /api/v1/statements/:token). */
export const statementUrl = (origin: string, token: string) => `${origin}/statement/${token}`;
/** Where the statement's payment paths live (the test provider's page, the provider's return). */
export const statementApiBase = (token: string) => `/api/v1/statements/${token}`;

const linkGone = () => new AppError(404, 'not_found', KHATA_MESSAGES.linkGone);

/** A new statement link for the customer (the older ones stay valid until they expire). */
export async function createStatementLink(
  tx: DbOrTx,
  session: SupplierSession,
  origin: string,
  customerId: number,
  now = new Date(),
): Promise<StatementLinkReply> {
  const customer = await q.lockCustomer(tx, session.supplierId, customerId);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  const token = randomBytes(24).toString('base64url');
  const link = await q.insertLink(tx, {
    supplierId: session.supplierId,
    customerId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + STATEMENT_LINK_DAYS * DAY_MS),
    userId: session.userId,
  });
  const { supplier } = await storeOf(tx, session.supplierId);
  const ledger = await getLedger(tx, session.supplierId, customerId, 1, now);
  const url = statementUrl(origin, token);
  const text = renderTemplate('KHATA_REMINDER', customerLanguage(customer.language, supplier.language), {
    name: customer.name,
    store: supplier.storeName,
    amount: formatPaise(Math.max(0, ledger.customer.balancePaise), { symbol: true }),
    link: url,
  });
  const mobile = customer.mobile_number;
  return {
    url,
    expiresAt: link.expiresAt.toISOString(),
    text,
    whatsappUrl: `https://wa.me/${mobile ? `91${mobile}` : ''}?text=${encodeURIComponent(text)}`,
  };
}

export async function createLink(db: Db, session: SupplierSession, origin: string, customerId: number) {
  return db.transaction((tx) => createStatementLink(tx, session, origin, customerId));
}

/** Withdraws every open statement link of the customer. */
export async function revokeStatementLinks(db: Db, session: SupplierSession, customerId: number) {
  return db.transaction(async (tx) => {
    if (!(await q.lockCustomer(tx, session.supplierId, customerId))) throw notFound(CUSTOMER_NOT_FOUND);
    return { revoked: await q.revokeLinks(tx, session.supplierId, customerId, new Date()) };
  });
}

/** The link a token opens, while it is neither expired nor withdrawn. */
export async function openLink(db: DbOrTx, token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw linkGone();
  const link = await q.findLinkByHash(db, hashToken(token));
  if (!link || link.revokedAt || link.expiresAt.getTime() <= now.getTime()) throw linkGone();
  return link;
}

export async function shopOf(db: DbOrTx, supplierId: number): Promise<Shop> {
  const { supplier, flags } = await storeOf(db, supplierId);
  return { supplierId, storeName: supplier.storeName, storeSlug: supplier.storeSlug, settings: flags };
}

/** What the statement page shows: the ledger, the UPI intent and whether it can pay online. */
export async function getStatement(
  db: Db,
  deps: PaymentDeps,
  token: string,
  now = new Date(),
): Promise<StatementReply> {
  const link = await openLink(db, token, now);
  const { supplier } = await storeOf(db, link.supplierId);
  const ledger = await getLedger(db, link.supplierId, link.customerId, 1, now);
  const bank = await q.findBankDetails(db, link.supplierId);
  const balance = ledger.customer.balancePaise;
  const payeeName = bank?.accountHolderName || supplier.storeName;
  const shop = await shopOf(db, link.supplierId);
  const provider = await providerOf(db, shop, deps, statementApiBase(token));
  return {
    storeName: supplier.storeName,
    storeMobile: supplier.ownerMobile,
    customerName: ledger.customer.name,
    balancePaise: balance,
    language: supplier.language,
    entries: ledger.entries,
    expiresAt: link.expiresAt.toISOString(),
    upi:
      bank?.upiId && balance > 0
        ? {
            upiId: bank.upiId,
            payeeName,
            link: upiPayLink({
              upiId: bank.upiId,
              payeeName,
              amountPaise: balance,
              note: `Khata ${ledger.customer.name}`,
            }),
          }
        : null,
    onlinePayment: provider !== null && balance > 0,
  };
}
