// A customer's credit terms as the khata screens write them: the limit, and the period in days or bills.
import type { KhataCustomer } from '@storekeep/domain/khata-api';
import { formatPaise } from '@storekeep/domain/money';
import type { TFunction } from 'i18next';

export function termsText(
  t: TFunction,
  c: Pick<KhataCustomer, 'creditLimitPaise' | 'creditPeriod' | 'creditType'>,
) {
  const limit =
    c.creditLimitPaise > 0 ? formatPaise(c.creditLimitPaise, { symbol: true }) : t('khata.noLimit');
  const period =
    c.creditPeriod <= 0
      ? t('khata.noPeriod')
      : t(c.creditType === 'BILLS' ? 'khata.bills' : 'khata.days', { count: c.creditPeriod });
  return { limit, period };
}
