// /staff/activity: who did what in the store (bills, returns, cancellations, stock changes,
// settings, sign-ins, staff and outlet changes), newest first, by person, kind, day and discount.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { ACTIVITY_KINDS, type ActivityKind } from '@storekeep/domain/activity';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatDate } from '../../../app/format.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useActivity } from '../api/activity.ts';
import { useStaff } from '../api/staff.ts';
import { describeActivity } from '../components/activity-text.ts';

export function ActivityPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const [staffId, setStaffId] = useState<string | null>(null);
  const [kind, setKind] = useState<ActivityKind | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [minDiscount, setMinDiscount] = useState<number | string>('');
  const [page, setPage] = useState(1);
  const activity = useActivity({
    staffId: staffId ? Number(staffId) : undefined,
    kind: kind ?? undefined,
    from: from || undefined,
    to: to || undefined,
    minDiscountPercent: typeof minDiscount === 'number' ? minDiscount : undefined,
    page,
  });
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="activity-page">
        <Anchor component={Link} to="/staff" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('staff.title')}
          </Group>
        </Anchor>
        <PageHeader title={t('activity.title')} subtitle={t('activity.subtitle')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <Select
            label={t('activity.person')}
            placeholder={t('activity.everyone')}
            clearable
            value={staffId}
            onChange={filtered(setStaffId)}
            data={(staff.data?.members ?? []).map((m) => ({
              value: String(m.staffId),
              label: `${m.firstName} ${m.lastName}`.trim(),
            }))}
            data-testid="activity-person"
          />
          <Select
            label={t('activity.kind')}
            placeholder={t('activity.allKinds')}
            clearable
            value={kind}
            onChange={filtered((v: string | null) => setKind(v as ActivityKind | null))}
            data={ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`activity.kinds.${k}`) }))}
            data-testid="activity-kind"
          />
          <DateField label={t('activity.from')} value={from} onChange={(value) => filtered(setFrom)(value)} />
          <DateField label={t('activity.to')} value={to} onChange={(value) => filtered(setTo)(value)} />
          <NumberInput
            label={t('activity.minDiscount')}
            min={0}
            max={100}
            suffix="%"
            value={minDiscount}
            onChange={filtered(setMinDiscount)}
          />
        </SimpleGrid>
        {activity.isPending && <Skeleton h={200} radius="md" data-testid="activity-loading" />}
        {activity.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('error.title')}>
            {errorMessage(activity.error)}
          </Alert>
        )}
        {activity.data && activity.data.entries.length === 0 && (
          <Text c="dimmed" data-testid="activity-empty">
            {t('activity.empty')}
          </Text>
        )}
        {activity.data && activity.data.entries.length > 0 && (
          <Card withBorder radius="md" padding={0}>
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {activity.data.entries.map((entry) => (
                <Group
                  component="li"
                  key={entry.activityId}
                  justify="space-between"
                  wrap="wrap"
                  gap="xs"
                  px="md"
                  py="sm"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  data-testid="activity-entry"
                >
                  <Stack gap={0} miw={0} style={{ flex: 1 }}>
                    <Text size="sm" fw={500}>
                      {describeActivity(entry, t)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {entry.staffName ?? t('activity.system')} · {t(`activity.kinds.${entry.kind}`)}
                    </Text>
                  </Stack>
                  <Text size="xs" c="dimmed">
                    {formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short', english: 'en' })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Card>
        )}
        {activity.data && (page > 1 || activity.data.hasMore) && (
          <Group justify="center">
            <Button variant="default" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t('common.pagination.previous')}
            </Button>
            <Button variant="default" disabled={!activity.data.hasMore} onClick={() => setPage(page + 1)}>
              {t('common.pagination.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
