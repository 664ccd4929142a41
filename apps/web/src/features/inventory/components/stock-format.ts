// How the inventory screens write quantities (with their unit) and dates.
import { formatDate, formatStockQuantity } from '../../../app/format.ts';

export function quantityText(quantity: number, unit: string): string {
  return `${formatStockQuantity(quantity, unit)} ${unit}`;
}

export function dateTimeText(iso: string): string {
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', english: 'en' });
}

export function dateText(isoDate: string): string {
  return formatDate(`${isoDate}T00:00:00`, { dateStyle: 'medium', english: 'en' });
}
