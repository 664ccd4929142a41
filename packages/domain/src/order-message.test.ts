import { describe, expect, it } from 'vitest';
import { orderMessageText, whatsappLink, whatsappNumber } from './order-message.ts';

const order = {
  storeName: 'Annapurna Stores',
  orderNumber: 42,
  customerName: 'Meena',
  items: [
    { productName: 'Rice', quantity: 1.5, unitOfMeasurement: 'kg', totalPaise: 9_000 },
    { productName: 'Soap', quantity: 2, unitOfMeasurement: 'pcs', totalPaise: 7_000 },
  ],
  totalPaise: 16_000,
  paidPaise: 0,
  outstandingPaise: 16_000,
};

describe('order WhatsApp message', () => {
  it('lists the items, the total and what is due', () => {
    expect(orderMessageText(order, 'ORDER_DETAILS')).toBe(
      [
        'Hello Meena,',
        'Thank you for your order #42 from Annapurna Stores.',
        '1. Rice x 1.5 = ₹90.00',
        '2. Soap x 2 = ₹70.00',
        'Total: ₹160.00',
        'Balance due: ₹160.00',
      ].join('\n'),
    );
  });

  it.each([
    ['ORDER_DISPATCHED', 'Hello,\nYour order #42 from Annapurna Stores has been dispatched.'],
    ['ORDER_DELIVERED', 'Hello,\nYour order #42 from Annapurna Stores has been delivered. Thank you!'],
    ['PAYMENT_REMINDER', 'Hello,\nA payment of ₹160.00 is due on your order #42 from Annapurna Stores.'],
  ] as const)('%s', (kind, text) => {
    expect(orderMessageText({ ...order, customerName: null }, kind)).toBe(text);
  });

  it('builds the wa.me link with the country code and the encoded text', () => {
    expect(whatsappNumber('98860 11111')).toBe('919886011111');
    expect(whatsappNumber('919886011111')).toBe('919886011111');
    expect(whatsappNumber('12345')).toBeNull();
    expect(whatsappLink('Hi & bye', '919886011111')).toBe('https://wa.me/919886011111?text=Hi%20%26%20bye');
    expect(whatsappLink('Hi', null)).toBe('https://wa.me/?text=Hi');
  });
});
