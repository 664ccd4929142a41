// How the inventory screens write quantities (with their unit) and dates.
import { formatQuantity } from '@storekeep/domain/quantity';

export function quantityText(quantity: number, unit: string): string {
  return `${formatQuantity(quantity, unit)} ${unit}`;
}

export function dateTimeText(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function dateText(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(`${isoDate}T00:00:00`));
}
