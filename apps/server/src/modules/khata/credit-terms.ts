// The credit terms at a credit sale: over the customer's limit or past their period, the sale
// goes through only when the owner allows it, and that override is written to the audit log.
import type { AccountSettings } from '@storekeep/domain/account-settings';
import { availableCredit, creditBreachOf } from '@storekeep/domain/khata';
import { KHATA_MESSAGES } from '@storekeep/domain/khata-api';
import { formatPaise } from '@storekeep/domain/money';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { insertAudit } from '../supplier/index.ts';
import { standingOfRow, termsOfRow } from './internal.ts';
import * as q from './queries.ts';

/** Who may allow a credit sale past the terms: the owner (or the platform admin acting for them). */
const mayOverride = (session: SupplierSession) =>
  session.role === 'owner' || session.role === 'platform_admin';

/**
 * Checks a credit sale against the customer's terms, under the customer's row lock that the
 * caller holds (customers' chargeToKhata). Refused with 400 (field creditOverride) when the sale
 * passes the limit or the period and no override is given; 403 when someone other than the owner
 * gives it; an allowed override is audited.
 */
export async function enforceCreditTerms(
  tx: DbOrTx,
  session: SupplierSession,
  flags: AccountSettings,
  sale: { customerId: number; amountPaise: number; orderId: number | null; override: boolean },
  now = new Date(),
) {
  const [row] = await q.standings(tx, session.supplierId, sale.customerId);
  if (!row) return;
  const standing = standingOfRow(row);
  const terms = termsOfRow(row, flags);
  const breach = creditBreachOf(standing, terms, sale.amountPaise, now);
  if (!breach) return;
  if (!sale.override) {
    const available = formatPaise(availableCredit(standing.balancePaise, terms) ?? 0, { symbol: true });
    const message =
      breach === 'LIMIT'
        ? KHATA_MESSAGES.overrideNeededLimit(available)
        : KHATA_MESSAGES.overrideNeededPeriod;
    throw new AppError(400, 'credit_override_required', message, { creditOverride: message });
  }
  if (!mayOverride(session)) throw forbidden(KHATA_MESSAGES.overrideOwnerOnly);
  await insertAudit(tx, {
    supplierId: session.supplierId,
    userId: session.userId,
    action: 'khata.credit_override',
    details: {
      customerId: sale.customerId,
      orderId: sale.orderId,
      reason: breach,
      amountPaise: sale.amountPaise,
      balancePaise: standing.balancePaise,
      creditLimitPaise: terms.limitPaise,
      creditPeriod: terms.period,
      creditType: terms.creditType,
    },
  });
}
