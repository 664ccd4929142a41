// How a report's cell reads on screen: rupees with Indian grouping, quantities in units, days
// D-MMM-YYYY and months MMM-YYYY, and the codes of channels, payment modes and payment types, all
// in the user's language (app/format.ts).
import { milliToQuantity } from '@storekeep/domain/quantity';
import type { ColumnKind, ReportCell } from '@storekeep/domain/report-api';
import type { TFunction } from 'i18next';
import { formatDay, formatMoney, formatMonth, formatNumber, localDigits } from '../../../app/format.ts';

/** Columns whose text is a code with a translated name. */
const CODED = new Set(['channel', 'paymentMode', 'source']);

export function cellText(t: TFunction, value: ReportCell, kind: ColumnKind, column: string): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (kind === 'money') return formatMoney(value);
    if (kind === 'quantity') return formatNumber(milliToQuantity(value), { maximumFractionDigits: 3 });
    if (kind === 'percent') return localDigits(`${(value / 100).toFixed(2)}%`);
    return formatNumber(value);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (/^\d{4}-\d{2}$/.test(value)) return formatMonth(value);
  if (value === '' && column === 'category') return t('reports.uncategorised');
  if (value === '' && (column === 'staff' || column === 'counter' || column === 'outlet'))
    return t('reports.none');
  if (CODED.has(column)) return t(`reports.codes.${value}`, { defaultValue: value });
  return value;
}
