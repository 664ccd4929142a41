// How a report's cell reads on screen: rupees en-IN, quantities in units, days D-MMM-YYYY, and the
// codes of channels, payment modes and payment types in the user's language.
import { formatDisplayDate } from '@storekeep/domain/date-ranges';
import { formatPaise } from '@storekeep/domain/money';
import { milliToQuantity } from '@storekeep/domain/quantity';
import type { ColumnKind, ReportCell } from '@storekeep/domain/report-api';
import type { TFunction } from 'i18next';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Columns whose text is a code with a translated name. */
const CODED = new Set(['channel', 'paymentMode', 'source']);
const quantityFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

export function cellText(t: TFunction, value: ReportCell, kind: ColumnKind, column: string): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (kind === 'money') return formatPaise(value);
    if (kind === 'quantity') return quantityFormat.format(milliToQuantity(value));
    if (kind === 'percent') return `${(value / 100).toFixed(2)}%`;
    return new Intl.NumberFormat('en-IN').format(value);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDisplayDate(value);
  if (/^\d{4}-\d{2}$/.test(value)) return `${MONTHS[Number(value.slice(5)) - 1]}-${value.slice(0, 4)}`;
  if (value === '' && column === 'category') return t('reports.uncategorised');
  if (value === '' && (column === 'staff' || column === 'counter' || column === 'outlet'))
    return t('reports.none');
  if (CODED.has(column)) return t(`reports.codes.${value}`, { defaultValue: value });
  return value;
}
