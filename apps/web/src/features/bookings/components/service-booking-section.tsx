// The product editor's bookings section for a service: its length and who gives it.
import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../api/bookings.ts';
import { ServiceBookingFields } from './service-booking-fields.tsx';

export function ServiceBookingSection({ serviceId }: { serviceId: number | null }) {
  const { t } = useTranslation();
  const services = useServices();
  const service = services.data?.services.find((s) => s.serviceId === serviceId);
  return (
    <Card withBorder padding="md" radius="md" data-testid="section-booking">
      <Title order={2} fz="md" mb="sm">
        {t('bookings.bookingSection')}
      </Title>
      {serviceId === null ? (
        <Text size="sm" c="dark.3">
          {t('bookings.saveServiceFirst')}
        </Text>
      ) : service ? (
        <ServiceBookingFields service={service} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      )}
    </Card>
  );
}
