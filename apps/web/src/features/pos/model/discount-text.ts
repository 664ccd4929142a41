// A discount as the cashier types it: '10%' is ten percent, '25' or '25.50' rupees off.
import type { BillDiscount } from '@storekeep/domain/bill-discount';
import { paiseToRupees, rupeesToPaiseOrNull } from '@storekeep/domain/money';

export function parseDiscount(text: string): BillDiscount | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.endsWith('%')) {
    const value = Number(trimmed.slice(0, -1).trim());
    return Number.isFinite(value) && value >= 0 && value <= 100 ? { type: 'PERCENT', value } : 'invalid';
  }
  const paise = rupeesToPaiseOrNull(trimmed.replace(/^₹/, ''));
  return paise !== null && paise >= 0 ? { type: 'AMOUNT', value: paise } : 'invalid';
}

export function discountText(discount: BillDiscount | null): string {
  if (!discount) return '';
  return discount.type === 'PERCENT' ? `${discount.value}%` : paiseToRupees(discount.value);
}
