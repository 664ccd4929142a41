// /orders/$orderId: the order (getOrderDetails) with its items, totals with tax lines and round-off,
// customer and address, rider notice, status history and payment log, and its actions.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatDisplayDate } from '@storekeep/domain/date-ranges';
import type { RiderDetails } from '@storekeep/domain/rider-status';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useOrder } from '../api/order-detail.ts';
import type { CustomerPickerSlot } from '../components/customer-address-modal.tsx';
import { OnlineRefunds } from '../components/online-refunds.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderHistory, PaymentLog } from '../components/order-history.tsx';
import { isBilled, OrderInvoice } from '../components/order-invoice.tsx';
import { OrderItemsTable } from '../components/order-items-table.tsx';
import { formatOrderDate, sourceName } from '../components/order-list-view.tsx';
import { OrderStatusBadges, statusDisplayOf } from '../components/order-status-badges.tsx';
import { OrderTotals } from '../components/order-totals.tsx';
import { RiderNotice } from '../components/rider-notice.tsx';

export interface OrderDetailSlots {
  customerPicker?: CustomerPickerSlot;
  /** Link to the customer's page (the customers feature owns the route). */
  customerHref?: (customerId: number) => string;
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function OrderDetailPage({ orderId, slots = {} }: { orderId: number; slots?: OrderDetailSlots }) {
  const { t } = useTranslation();
  const { accountSettings } = useAppData();
  const order = useOrder(orderId);

  if (order.isPending)
    return (
      <Center py="xl" data-testid="order-loading">
        <Loader />
      </Center>
    );
  if (order.isError)
    return (
      <Container size="md" py="lg">
        <Alert color="red" title={t('orders.notFound')} data-testid="order-error">
          {errorMessage(order.error)}{' '}
          <Button size="xs" variant="subtle" onClick={() => void order.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </Container>
    );

  const o = order.data;
  const shown = statusDisplayOf(o, { items: o.items });
  const unconfirmed = o.orderStatuses.includes('UNCONFIRMED');
  const rider: RiderDetails | null = o.rider ? { ...o.rider } : null;

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="order-detail" data-order-id={o.orderId}>
        <Anchor component={Link} to="/orders" size="sm" data-testid="order-back">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('orders.back')}
          </Group>
        </Anchor>
        <PageHeader
          title={t('orders.detail.title', { number: o.orderNumber })}
          subtitle={`${sourceName(t, o.source)} · ${formatOrderDate(o.createdAt)}`}
        />
        <OrderStatusBadges shown={shown} testId="order-status" />
        <RiderNotice rider={rider} orderStatuses={o.orderStatuses} deliveryStatus={o.deliveryStatus} />
        <OrderActions order={o} customerPicker={slots.customerPicker} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Section title={t('orders.detail.items', { n: o.items.length })}>
                <OrderItemsTable
                  items={o.items}
                  showMarkers={!unconfirmed}
                  showHsn={accountSettings.isShowHsnSacOnBilling}
                />
              </Section>
              <Section title={t('orders.detail.history')}>
                <OrderHistory history={o.history} />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Section title={t('orders.detail.bill')}>
                <OrderTotals order={o} />
              </Section>
              {isBilled(o) && <OrderInvoice order={o} />}
              <Section title={t('orders.detail.customer')} testId="order-customer">
                {o.customer ? (
                  <Stack gap={2}>
                    {slots.customerHref ? (
                      <Anchor
                        component={Link}
                        to={slots.customerHref(o.customer.customerId)}
                        fw={500}
                        size="sm"
                      >
                        {o.customer.name}
                      </Anchor>
                    ) : (
                      <Text fw={500} size="sm">
                        {o.customer.name}
                      </Text>
                    )}
                    {o.customer.mobileNumber && <Text size="sm">{o.customer.mobileNumber}</Text>}
                    {o.customer.gstin && <Text size="xs">GSTIN {o.customer.gstin}</Text>}
                    {o.customer.balancePaise !== 0 && (
                      <Text size="xs" c={o.customer.balancePaise > 0 ? 'red.8' : 'teal.8'}>
                        {t('orders.detail.khataBalance', {
                          amount: formatMoney(o.customer.balancePaise, { symbol: true }),
                        })}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('orders.walkIn')}
                  </Text>
                )}
                {o.customerAddress && (
                  <Text size="sm" mt="xs" data-testid="order-address">
                    {[
                      o.customerAddress.addressLine1,
                      o.customerAddress.addressLine2,
                      o.customerAddress.city,
                      o.customerAddress.state,
                      o.customerAddress.pincode,
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                )}
                {o.deliveryBoy && (
                  <Text size="sm" mt="xs" data-testid="order-delivery-boy">
                    {t('orders.detail.deliveryBoy', { name: o.deliveryBoy.name })}
                  </Text>
                )}
                {o.expiryDate && (
                  <Text size="sm" mt="xs" data-testid="order-expiry">
                    {t('orders.detail.validUntil', { date: formatDisplayDate(o.expiryDate) })}
                  </Text>
                )}
              </Section>
              <Section title={t('orders.detail.payments')}>
                <PaymentLog payments={o.payments} />
                <OnlineRefunds
                  orderId={o.orderId}
                  enabled={o.source === 'ONLINE' && o.orderStatuses.includes('CANCELLED')}
                />
              </Section>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
