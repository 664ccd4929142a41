// The refunds of an online-paid order that was cancelled: asked of the payment provider, shown in
// the payment log with the provider's reason when one failed, and a retry.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { type OnlineRefund, useOnlineRefunds, useRetryOnlineRefund } from '../api/online-refunds.ts';

const STATUS_COLOR: Record<OnlineRefund['status'], string> = {
  PENDING: 'yellow',
  REFUNDED: 'teal',
  FAILED: 'red',
};

export function OnlineRefunds({ orderId, enabled }: { orderId: number; enabled: boolean }) {
  const { t } = useTranslation();
  const refunds = useOnlineRefunds(orderId, enabled);
  const retry = useRetryOnlineRefund(orderId);
  if (!enabled || !refunds.data || refunds.data.length === 0) return null;
  const onRetry = async (refundId: number) => {
    try {
      const after = await retry.mutateAsync(refundId);
      const done = after.find((r) => r.refundId === refundId)?.status === 'REFUNDED';
      notifications.show({
        color: done ? 'teal' : 'red',
        message: done ? t('onlineRefunds.retryDone') : t('onlineRefunds.retryFailed'),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };
  return (
    <Stack gap="xs" mt="sm" data-testid="online-refunds">
      {refunds.data.map((r) => (
        <Stack key={r.refundId} gap={2} data-testid={`online-refund-${r.refundId}`}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="wrap">
              <Text size="sm">
                {t('onlineRefunds.refund')} ·{' '}
                {t(`settingsOptions.${r.provider}`, t('onlineRefunds.testProvider'))}
              </Text>
              <Badge
                size="sm"
                variant="light"
                color={STATUS_COLOR[r.status]}
                data-testid="online-refund-status"
              >
                {t(`onlineRefunds.status.${r.status}`)}
              </Badge>
            </Group>
            <Text size="sm" fw={500} c="grape" style={{ whiteSpace: 'nowrap' }}>
              −{formatMoney(r.amountPaise, { symbol: true })}
            </Text>
          </Group>
          {r.providerRefundId && (
            <Text size="xs" c="dimmed">
              {r.providerRefundId}
            </Text>
          )}
          {r.status === 'FAILED' && (
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="xs" c="red.8" data-testid="online-refund-error">
                {r.error}
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                loading={retry.isPending}
                onClick={() => void onRetry(r.refundId)}
                data-testid="online-refund-retry"
              >
                {t('onlineRefunds.retry')}
              </Button>
            </Group>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
