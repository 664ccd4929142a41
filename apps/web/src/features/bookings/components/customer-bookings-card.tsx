// The customer page's bookings: the latest few, and a button that opens the booking slider for
// this customer.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCustomerBookings } from '../api/bookings.ts';
import { timeLabel } from './time-label.ts';

export function CustomerBookingsCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bookings = useCustomerBookings(customerId);
  const list = (bookings.data?.bookings ?? []).slice(0, 5);
  return (
    <Card withBorder radius="md" data-testid="customer-bookings">
      <Title order={2} fz="md" mb="xs">
        {t('nav.bookings')}
      </Title>
      <Stack gap={6}>
        {list.length === 0 && (
          <Text size="sm" c="dimmed">
            {bookings.isPending ? t('common.loading') : t('bookings.none')}
          </Text>
        )}
        {list.map((b) => (
          <Group key={b.id} gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm">
              {b.booking_date} · {timeLabel(b.from_time)} · {b.serviceName}
            </Text>
            <Badge variant="light">{t(`bookings.status.${b.status}`)}</Badge>
          </Group>
        ))}
        <Button
          mt="xs"
          onClick={() =>
            void navigate({
              to: '.',
              search: (prev: Record<string, unknown>) => ({
                ...prev,
                action: 'openBookingSlider',
                customerId,
              }),
            })
          }
          data-testid="customer-book"
        >
          {t('bookings.newBooking')}
        </Button>
      </Stack>
    </Card>
  );
}
