// One line of the activity log in the reader's language: the action's sentence with its facts
// (order number, amounts in rupees, names); an action without a sentence shows its stored name.
import type { ActivityEntry } from '@storekeep/domain/activity-api';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../app/format.ts';

/** Actions with a sentence of their own (activity.actions.<key>, dots as underscores). */
const SENTENCES = new Set([
  'order.billed',
  'order.returned',
  'order.cancelled',
  'stock.adjusted',
  'product.price_changed',
  'auth.login',
  'password.changed',
  'settings.account',
  'settings.store',
  'settings.printer',
  'staff.added',
  'staff.updated',
  'staff.activated',
  'staff.deactivated',
  'staff.password_reset',
  'staff.approval_pin_set',
  'staff.approval_pin_removed',
  'approval.granted',
  'staff.invited',
  'staff.invitation_accepted',
  'outlet.added',
  'outlet.updated',
  'outlet.activated',
  'outlet.deactivated',
  'outlet.default',
  'outlet.counter_added',
  'outlet.counter_updated',
  'cash_drawer.closed',
  'cash_drawer.reclosed',
]);

const money = (value: unknown) => (typeof value === 'number' ? formatMoney(value, { symbol: true }) : '');

export function describeActivity(entry: ActivityEntry, t: TFunction): string {
  if (!SENTENCES.has(entry.action)) return entry.action;
  const d = entry.details;
  const text = t(`activity.actions.${entry.action.replace('.', '_')}`, {
    orderNumber: d.orderNumber ?? '',
    total: money(d.totalPaise),
    refund: money(d.refundedPaise),
    product: d.productName ?? '',
    quantity: d.quantity ?? '',
    name: d.name ?? d.accountName ?? '',
    from: money(d.fromPaise),
    to: money(d.toPaise),
    approver: d.approverName ?? '',
    what: typeof d.approval === 'string' ? t(`approval.actions.${d.approval}`) : '',
  });
  const discount = typeof d.discountPercent === 'number' && d.discountPercent > 0 ? d.discountPercent : null;
  return discount !== null && entry.action === 'order.billed'
    ? `${text} · ${t('activity.discount', { percent: discount })}`
    : text;
}
