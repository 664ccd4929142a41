// What the khata's use cases share: the store's credit flags, a customer's standing as the
// screens show it, and a ledger row as the API presents it.
import { type AccountSettings, accountSettingsSchema } from '@storekeep/domain/account-settings';
import {
  availableCredit,
  type CreditStanding,
  type CreditTerms,
  creditTermsOf,
  daysOutstanding,
  isOverdue,
} from '@storekeep/domain/khata';
import type { KhataCustomer, LedgerEntry } from '@storekeep/domain/khata-api';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findSupplier } from '../supplier/index.ts';
import type { LedgerRow, StandingRow } from './queries.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

export async function storeOf(db: DbOrTx, supplierId: number) {
  const supplier = await findSupplier(db, supplierId);
  if (!supplier) throw notFound();
  return { supplier, flags: accountSettingsSchema.parse(supplier.accountSettings ?? {}) };
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function standingOfRow(row: StandingRow): CreditStanding {
  return {
    balancePaise: Number(row.balance_paise),
    oldestUnpaidAt: row.oldest_unpaid_at === null ? null : new Date(row.oldest_unpaid_at),
    unpaidBills: Number(row.unpaid_bills),
  };
}

export function termsOfRow(row: StandingRow, flags: AccountSettings): CreditTerms {
  return creditTermsOf(
    {
      creditLimitPaise: row.credit_limit_paise === null ? null : Number(row.credit_limit_paise),
      creditPeriodDays: row.credit_period_days,
    },
    flags,
  );
}

export function presentCustomer(row: StandingRow, flags: AccountSettings, now: Date): KhataCustomer {
  const standing = standingOfRow(row);
  const terms = termsOfRow(row, flags);
  return {
    customerId: Number(row.customer_id),
    name: row.name,
    mobileNumber: row.mobile_number,
    balancePaise: standing.balancePaise,
    creditLimitPaise: terms.limitPaise,
    creditPeriod: terms.period,
    creditType: terms.creditType,
    ownLimit: row.credit_limit_paise !== null,
    ownPeriod: row.credit_period_days !== null,
    availablePaise: availableCredit(standing.balancePaise, terms),
    oldestUnpaidAt: iso(standing.oldestUnpaidAt),
    daysOutstanding: daysOutstanding(standing, now),
    unpaidBills: standing.unpaidBills,
    overdue: isOverdue(standing, terms, now),
    lastPaymentAt: iso(row.last_payment_at),
  };
}

export function presentEntry(row: LedgerRow): LedgerEntry {
  return {
    entryId: Number(row.entry_id),
    kind: row.kind,
    amountPaise: Number(row.amount_paise),
    balancePaise: Number(row.balance_paise),
    orderId: row.order_id === null ? null : Number(row.order_id),
    orderNumber: row.order_number === null ? null : Number(row.order_number),
    mode: row.mode,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
