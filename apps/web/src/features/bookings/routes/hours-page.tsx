// /bookings/hours: each service's length and staff, and each staff member's working hours and
// days off. Services themselves (name, price, tax) are products with the service module.
import { Anchor, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSchedules, useServices } from '../api/bookings.ts';
import { ServiceBookingFields } from '../components/service-booking-fields.tsx';
import { StaffHoursCard } from '../components/staff-hours-card.tsx';

export function HoursPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appData = useAppData();
  const services = useServices();
  const schedules = useSchedules();
  const outlets = appData.outlets.map((o) => ({ outletId: o.outletId, name: o.name }));
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <PageHeader title={t('bookings.hoursAndServices')} />
      <Stack gap="lg">
        <Anchor component={Link} to="/bookings" size="sm">
          {t('bookings.backToCalendar')}
        </Anchor>
        <Title order={2} fz="lg">
          {t('bookings.services')}
        </Title>
        <Card withBorder radius="md">
          <Stack gap="md">
            {(services.data?.services ?? []).map((s) => (
              <Stack key={s.serviceId} gap={4}>
                <Text fw={600}>{s.serviceName}</Text>
                <ServiceBookingFields service={s} />
              </Stack>
            ))}
            {services.data?.services.length === 0 && <Text c="dimmed">{t('bookings.noServices')}</Text>}
            <Anchor
              href="/products?isServiceModule=1"
              onClick={(e) => {
                e.preventDefault();
                void navigate({ href: '/products?isServiceModule=1' });
              }}
              data-testid="bookings-add-service"
            >
              {t('bookings.addService')}
            </Anchor>
          </Stack>
        </Card>
        <Title order={2} fz="lg">
          {t('bookings.workingHours')}
        </Title>
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          {(schedules.data?.staff ?? []).map((s) => (
            <StaffHoursCard key={s.staffId} schedule={s} outlets={outlets} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
