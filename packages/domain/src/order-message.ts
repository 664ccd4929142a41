// The WhatsApp message of an order and its wa.me share link (getOrderWhatsappMsg). The spec names
// the call, not the words; the texts are ours.
import { formatPaise } from './money.ts';
import type { OrderMessageKind } from './order-api.ts';
import { formatQuantity } from './quantity.ts';

export interface OrderForMessage {
  storeName: string;
  orderNumber: number;
  customerName: string | null;
  items: ReadonlyArray<{
    productName: string;
    quantity: number;
    unitOfMeasurement: string | null;
    totalPaise: number;
  }>;
  totalPaise: number;
  paidPaise: number;
  outstandingPaise: number;
}

const rupees = (paise: number) => formatPaise(paise, { symbol: true });

export function orderMessageText(order: OrderForMessage, kind: OrderMessageKind, extra?: string): string {
  const hello = order.customerName ? `Hello ${order.customerName},` : 'Hello,';
  const lines: string[] = [hello];
  if (kind === 'PAYMENT_REMINDER') {
    lines.push(
      `A payment of ${rupees(order.outstandingPaise)} is due on your order #${order.orderNumber} from ${order.storeName}.`,
    );
  } else if (kind === 'ORDER_DISPATCHED') {
    lines.push(`Your order #${order.orderNumber} from ${order.storeName} has been dispatched.`);
  } else if (kind === 'ORDER_DELIVERED') {
    lines.push(`Your order #${order.orderNumber} from ${order.storeName} has been delivered. Thank you!`);
  } else {
    lines.push(`Thank you for your order #${order.orderNumber} from ${order.storeName}.`);
    order.items.forEach((item, i) => {
      lines.push(
        `${i + 1}. ${item.productName} x ${formatQuantity(item.quantity, item.unitOfMeasurement)} = ${rupees(item.totalPaise)}`,
      );
    });
    lines.push(`Total: ${rupees(order.totalPaise)}`);
    if (order.paidPaise > 0) lines.push(`Paid: ${rupees(order.paidPaise)}`);
    if (order.outstandingPaise > 0) lines.push(`Balance due: ${rupees(order.outstandingPaise)}`);
  }
  if (extra?.trim()) lines.push(extra.trim());
  return lines.join('\n');
}

/** The customer's 10-digit Indian mobile as WhatsApp wants it (country code, no '+'), or null. */
export function whatsappNumber(mobile: string | null | undefined, isdCode = '91'): string | null {
  const digits = (mobile ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `${isdCode}${digits}`;
  if (digits.length === 12 && digits.startsWith(isdCode)) return digits;
  return null;
}

export function whatsappLink(text: string, number: string | null): string {
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
