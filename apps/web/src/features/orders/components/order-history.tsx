// The order's status history (who, when, what) and its payment log, newest last.
import { Stack, Table, Text, Timeline } from '@mantine/core';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { paymentModeName } from '@storekeep/domain/payment-names';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../app/domain-messages.ts';
import { formatMoney } from '../../../app/format.ts';
import { i18n } from '../../../app/i18n.ts';
import { formatOrderDate } from './order-list-view.tsx';

// An action the strings do not name yet reads as its code in sentence case.
const actionName = (t: TFunction, action: string) =>
  t(`orders.history.actions.${action}`, {
    defaultValue: action.charAt(0) + action.slice(1).toLowerCase().replaceAll('_', ' '),
  });

export function OrderHistory({ history }: { history: OrderDetail['history'] }) {
  const { t } = useTranslation();
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('orders.history.empty')}
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2} active={history.length - 1} data-testid="order-history">
      {history.map((entry) => (
        <Timeline.Item key={`${entry.createdAt}-${entry.action}`} title={actionName(t, entry.action)}>
          <Text size="xs" c="dimmed">
            {formatOrderDate(entry.createdAt)}
            {entry.userName ? ` · ${entry.userName}` : ''}
          </Text>
          {entry.note && <Text size="xs">{entry.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

export function PaymentLog({ payments }: { payments: OrderDetail['payments'] }) {
  const { t } = useTranslation();
  if (payments.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="payment-log-empty">
        {t('orders.paymentLog.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={260}>
      <Table verticalSpacing={4} data-testid="payment-log">
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.paymentId} data-testid={`payment-${p.paymentId}`}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">
                    {p.kind === 'REFUND' ? t('orders.paymentLog.refund') : t('orders.paymentLog.payment')} ·{' '}
                    {translateMessage(paymentModeName(p.mode, p.provider), i18n.language)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatOrderDate(p.createdAt)}
                    {p.userName ? ` · ${p.userName}` : ''}
                    {p.reference ? ` · ${p.reference}` : ''}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td ta="right">
                <Text
                  size="sm"
                  fw={500}
                  c={p.kind === 'REFUND' ? 'grape' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {p.kind === 'REFUND' ? '−' : ''}
                  {formatMoney(p.amountPaise, { symbol: true })}
                </Text>
                {p.changePaise !== null && p.changePaise > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('orders.paymentLog.change', { amount: formatMoney(p.changePaise, { symbol: true }) })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
