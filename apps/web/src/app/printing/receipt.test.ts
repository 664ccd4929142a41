import type { AppData } from '@storekeep/domain/app-data';
import { describe, expect, it } from 'vitest';
import { buildOrderDetail } from '../../features/orders/test/order-fixtures.ts';
import { receiptLanguage } from './receipt.ts';

function appData(staff: string, store = 'en'): Pick<AppData, 'user' | 'supplier'> {
  return {
    user: { language: staff } as AppData['user'],
    supplier: { language: store } as NonNullable<AppData['supplier']>,
  };
}

function orderFor(language: string | null) {
  const order = buildOrderDetail();
  return { ...order, customer: order.customer && { ...order.customer, language } };
}

describe('the receipt language, as the invoice PDF picks it', () => {
  it.each([
    ['the customer’s own', orderFor('ta'), appData('hi'), 'ta'],
    ['the printing staff member’s when the customer has none', orderFor(null), appData('hi'), 'hi'],
    ['the staff member’s for a walk-in sale', { ...buildOrderDetail(), customer: null }, appData('bn'), 'bn'],
    ['the store’s when neither is one of the nine', orderFor('xx'), appData('', 'mr'), 'mr'],
  ])('prints in %s', (_, order, data, language) => {
    expect(receiptLanguage(order, data)).toBe(language);
  });
});
