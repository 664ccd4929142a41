// A customer's credit terms as the khata screens write them: the limit, and the period in days or bills.
import type { KhataCustomer } from '@storekeep/domain/khata-api';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../app/format.ts';

export function termsText(
  t: TFunction,
  c: Pick<KhataCustomer, 'creditLimitPaise' | 'creditPeriod' | 'creditType'>,
) {
  const limit =
    c.creditLimitPaise > 0 ? formatMoney(c.creditLimitPaise, { symbol: true }) : t('khata.noLimit');
  const period =
    c.creditPeriod <= 0
      ? t('khata.noPeriod')
      : t(c.creditType === 'BILLS' ? 'khata.bills' : 'khata.days', { count: c.creditPeriod });
  return { limit, period };
}
