// /deliveries: the delivery boy's run, phone first: each order assigned to him in his outlets with
// a call button, a map link, and picked up / delivered / collect cash.
import { Alert, Anchor, Badge, Button, Card, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type Delivery, mapLink, telLink } from '@storekeep/domain/delivery-api';
import { IconAlertCircle, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { type DeliveryStep, useDeliveries, useDeliveryStep } from '../api/deliveries.ts';

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const step = useDeliveryStep();
  const run = (next: DeliveryStep) =>
    step.mutate(
      { orderId: delivery.orderId, step: next },
      { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
    );
  const amount = formatMoney(delivery.outstandingPaise, { symbol: true });
  const collect = () =>
    modals.openConfirmModal({
      title: t('deliveries.collectTitle'),
      children: (
        <Text size="sm">{t('deliveries.collectText', { amount, number: delivery.orderNumber })}</Text>
      ),
      labels: { confirm: t('deliveries.collect'), cancel: t('common.cancel') },
      onConfirm: () => run({ kind: 'cash', amountPaise: delivery.outstandingPaise }),
    });
  return (
    <Card withBorder radius="md" padding="md" data-testid="delivery-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            #{delivery.orderNumber} · {delivery.customerName ?? t('deliveries.walkIn')}
          </Text>
          <Badge variant="light" color={delivery.delivered ? 'green' : delivery.pickedUp ? 'blue' : 'gray'}>
            {delivery.delivered
              ? t('deliveries.delivered')
              : delivery.pickedUp
                ? t('deliveries.onTheWay')
                : t('deliveries.toPickUp')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {delivery.outletName}
        </Text>
        {delivery.address && <Text size="sm">{delivery.address}</Text>}
        <Text size="sm" fw={500}>
          {delivery.outstandingPaise > 0 ? t('deliveries.toCollect', { amount }) : t('deliveries.paid')}
        </Text>
        <Group gap="xs">
          {delivery.customerPhone && (
            <Button
              component="a"
              href={telLink(delivery.customerPhone)}
              variant="light"
              leftSection={<IconPhone size={16} />}
              data-testid="delivery-call"
            >
              {t('deliveries.call')}
            </Button>
          )}
          {delivery.address && (
            <Anchor
              href={mapLink(delivery.address)}
              target="_blank"
              rel="noopener"
              data-testid="delivery-map"
            >
              <Group gap={4}>
                <IconMapPin size={16} />
                {t('deliveries.map')}
              </Group>
            </Anchor>
          )}
        </Group>
        {!delivery.delivered && (
          <Group gap="xs">
            {!delivery.pickedUp && (
              <Button
                onClick={() => run({ kind: 'pickedUp' })}
                loading={step.isPending}
                data-testid="delivery-picked-up"
              >
                {t('deliveries.markPickedUp')}
              </Button>
            )}
            {delivery.outstandingPaise > 0 && (
              <Button
                variant="default"
                onClick={collect}
                loading={step.isPending}
                data-testid="delivery-collect"
              >
                {t('deliveries.collectAmount', { amount })}
              </Button>
            )}
            {delivery.pickedUp && (
              <Button
                color="green"
                onClick={() => run({ kind: 'delivered' })}
                loading={step.isPending}
                data-testid="delivery-delivered"
              >
                {t('deliveries.markDelivered')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function DeliveriesPage() {
  const { t } = useTranslation();
  const deliveries = useDeliveries();
  return (
    <Container size="sm" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="deliveries-page">
        <PageHeader title={t('deliveries.title')} subtitle={t('deliveries.subtitle')} />
        {deliveries.isPending && <Skeleton h={160} radius="md" data-testid="deliveries-loading" />}
        {deliveries.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('error.title')}>
            {errorMessage(deliveries.error)}
          </Alert>
        )}
        {deliveries.data?.deliveries.length === 0 && (
          <Text c="dimmed" data-testid="deliveries-empty">
            {t('deliveries.empty')}
          </Text>
        )}
        {deliveries.data?.deliveries.map((delivery) => (
          <DeliveryCard key={delivery.orderId} delivery={delivery} />
        ))}
      </Stack>
    </Container>
  );
}
