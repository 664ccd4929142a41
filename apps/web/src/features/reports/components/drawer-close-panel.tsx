// The cash-drawer close in the transactions report: a counter and a day (today by default), that
// day's drawer and its close, and the closed days of the report's period with their differences.
import {
  Alert,
  Card,
  Center,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DrawerClose } from '@storekeep/domain/cash-drawer';
import { formatDisplayDate } from '@storekeep/domain/date-ranges';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { useCloseDrawer, useDrawerCloses, useDrawerDay } from '../api/cash-drawer.ts';
import { DrawerCloseForm } from './drawer-close-form.tsx';

const rupees = (paise: number) => formatMoney(paise, { symbol: true });

export function DrawerClosePanel({ today, from, to }: { today: string; from: string; to: string }) {
  const { t } = useTranslation();
  const appData = useAppData();
  const counters = appData.outlets.flatMap((o) => o.accounts.map((a) => ({ ...a, outletName: o.name })));
  const [accountId, setAccountId] = useState<number | null>(
    appData.selectedAccountId ?? counters[0]?.accountId ?? null,
  );
  const [day, setDay] = useState(today);
  const drawer = useDrawerDay(accountId, day);
  const closes = useDrawerCloses(from, to);
  const closeDrawer = useCloseDrawer(accountId ?? 0);
  const error = closeDrawer.error
    ? {
        message: errorMessage(closeDrawer.error),
        fields: isApiError(closeDrawer.error) ? closeDrawer.error.fields : {},
      }
    : null;

  return (
    <Card withBorder component="section" aria-labelledby="drawer-title" data-testid="drawer-panel">
      <Stack gap="sm">
        <Title order={3} fz="md" id="drawer-title">
          {t('drawer.title')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('drawer.counter')}
            w={{ base: '100%', xs: 260 }}
            allowDeselect={false}
            value={accountId === null ? null : String(accountId)}
            data={appData.outlets.map((o) => ({
              group: o.name,
              items: o.accounts.map((a) => ({ value: String(a.accountId), label: a.accountName })),
            }))}
            onChange={(v) => {
              closeDrawer.reset();
              setAccountId(v === null ? null : Number(v));
            }}
            data-testid="drawer-counter"
          />
          <DateField
            label={t('drawer.day')}
            w={{ base: '100%', xs: 180 }}
            value={day}
            max={today}
            onChange={(value) => {
              closeDrawer.reset();
              if (value) setDay(value);
            }}
            data-testid="drawer-day"
          />
        </Group>
        {drawer.isError ? (
          <Alert color="red" title={t('drawer.loadError')}>
            {errorMessage(drawer.error)}
          </Alert>
        ) : !drawer.data ? (
          accountId !== null && (
            <Center py="md">
              <Loader size="sm" />
            </Center>
          )
        ) : (
          <DrawerCloseForm
            key={`${drawer.data.accountId}|${drawer.data.day}|${drawer.data.close?.closedAt ?? ''}`}
            day={drawer.data}
            saving={closeDrawer.isPending}
            error={error}
            onSubmit={(body) =>
              closeDrawer.mutate(body, {
                onSuccess: () => notifications.show({ color: 'green', message: t('drawer.saved') }),
              })
            }
          />
        )}
        <ClosedDays closes={closes.data?.closes} error={closes.error} />
      </Stack>
    </Card>
  );
}

function ClosedDays({ closes, error }: { closes: DrawerClose[] | undefined; error: Error | null }) {
  const { t } = useTranslation();
  const title = t('drawer.closedDays');
  return (
    <section aria-label={title} data-testid="drawer-closes">
      <Title order={4} fz="sm" mb={6}>
        {title}
      </Title>
      {error ? (
        <Alert color="red">{errorMessage(error)}</Alert>
      ) : !closes ? (
        <Loader size="sm" />
      ) : closes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('drawer.noCloses')}
        </Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }} aria-label={title}>
          <Table striped withTableBorder fz="sm" miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('drawer.day')}</Table.Th>
                <Table.Th>{t('drawer.outlet')}</Table.Th>
                <Table.Th>{t('drawer.counter')}</Table.Th>
                <Table.Th ta="right">{t('drawer.expected')}</Table.Th>
                <Table.Th ta="right">{t('drawer.counted')}</Table.Th>
                <Table.Th ta="right">{t('drawer.difference')}</Table.Th>
                <Table.Th>{t('drawer.closedByColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {closes.map((c) => (
                <Table.Tr key={`${c.day}|${c.accountId}`}>
                  <Table.Td>{formatDisplayDate(c.day)}</Table.Td>
                  <Table.Td>{c.outletName}</Table.Td>
                  <Table.Td>{c.counterName}</Table.Td>
                  <Table.Td ta="right">{rupees(c.expectedPaise)}</Table.Td>
                  <Table.Td ta="right">{rupees(c.countedPaise)}</Table.Td>
                  <Table.Td ta="right" c={c.differencePaise < 0 ? 'red.8' : undefined}>
                    {c.differencePaise < 0
                      ? t('drawer.short', { amount: rupees(-c.differencePaise) })
                      : c.differencePaise > 0
                        ? t('drawer.over', { amount: rupees(c.differencePaise) })
                        : t('drawer.matches')}
                  </Table.Td>
                  <Table.Td>{c.closedBy}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </section>
  );
}
