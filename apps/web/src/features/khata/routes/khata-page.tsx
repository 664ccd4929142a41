// /khata: every customer with a balance, by amount or by the age of the oldest unpaid bill, with
// their limit and period, the overdue marked and the totals; reminders to the chosen ones, and
// the store's bank and UPI details that statements pay to.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Checkbox,
  Container,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import type { KhataCustomer } from '@storekeep/domain/khata-api';
import { IconBellRinging, IconBuildingBank } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useBankDetails } from '../api/bank-details.ts';
import { useDues } from '../api/dues.ts';
import { BankDetailsModal } from '../components/bank-details-modal.tsx';
import { RemindersModal } from '../components/reminders-modal.tsx';
import { termsText } from '../components/terms-text.ts';

const rupees = (paise: number) => formatMoney(paise, { symbol: true });

function Total({
  label,
  value,
  note,
  color,
}: {
  label: string;
  value: string;
  note?: string;
  color?: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700} c={color}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

export function KhataPage() {
  const { t } = useTranslation();
  const appData = useAppData();
  const [sort, setSort] = useState<'amount' | 'age'>('amount');
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<number, KhataCustomer>>(new Map());
  const [dialog, setDialog] = useState<'bank' | 'remind' | null>(null);
  const dues = useDues(sort, overdueOnly, page);
  const bank = useBankDetails();
  const rows = dues.data?.customers ?? [];
  const owing = rows.filter((c) => c.balancePaise > 0);
  const totals = dues.data?.totals;

  const toggle = (c: KhataCustomer) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(c.customerId)) next.delete(c.customerId);
      else next.set(c.customerId, c);
      return next;
    });
  const allSelected = owing.length > 0 && owing.every((c) => selected.has(c.customerId));
  const toggleAll = () => setSelected(allSelected ? new Map() : new Map(owing.map((c) => [c.customerId, c])));

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="khata-page">
        <PageHeader
          title={t('khata.title')}
          subtitle={t('khata.subtitle')}
          actions={
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconBuildingBank size={18} />}
                onClick={() => setDialog('bank')}
                disabled={!bank.data}
                data-testid="khata-bank"
              >
                {t('khata.bankDetails')}
              </Button>
              <Button
                leftSection={<IconBellRinging size={18} />}
                onClick={() => setDialog('remind')}
                disabled={selected.size === 0}
                data-testid="khata-remind"
              >
                {selected.size > 0 ? t('khata.remindSelected', { count: selected.size }) : t('khata.remind')}
              </Button>
            </Group>
          }
        />
        {totals && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="khata-totals">
            <Total
              label={t('khata.totalDue')}
              value={rupees(totals.duePaise)}
              note={t('khata.dueCustomers', { count: totals.customers })}
              color="red.8"
            />
            <Total
              label={t('khata.overdue')}
              value={rupees(totals.overduePaise)}
              note={t('khata.dueCustomers', { count: totals.overdueCustomers })}
              color={totals.overduePaise > 0 ? 'orange.9' : undefined}
            />
            <Total label={t('khata.advances')} value={rupees(totals.advancePaise)} color="teal.8" />
          </SimpleGrid>
        )}
        <Group gap="md" wrap="wrap">
          <SegmentedControl
            aria-label={t('khata.sortBy')}
            value={sort}
            onChange={(value) => {
              setSort(value as 'amount' | 'age');
              setPage(1);
            }}
            data={[
              { value: 'amount', label: t('khata.sortAmount') },
              { value: 'age', label: t('khata.sortAge') },
            ]}
            data-testid="khata-sort"
          />
          <Switch
            label={t('khata.overdueOnly')}
            checked={overdueOnly}
            onChange={(e) => {
              setOverdueOnly(e.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
        {dues.isError ? (
          <Alert color="red" title={t('khata.loadError')}>
            {errorMessage(dues.error)}
          </Alert>
        ) : dues.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="khata-empty">
            {overdueOnly ? t('khata.emptyOverdue') : t('khata.empty')}
          </Text>
        ) : (
          <Card withBorder padding={0} radius="md">
            <Table verticalSpacing="sm" highlightOnHover data-testid="khata-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox aria-label={t('khata.selectAll')} checked={allSelected} onChange={toggleAll} />
                  </Table.Th>
                  <Table.Th>{t('khata.customer')}</Table.Th>
                  <Table.Th ta="right">{t('khata.due')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('khata.age')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('khata.limit')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('khata.period')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => {
                  const { limit, period } = termsText(t, c);
                  const age =
                    c.daysOutstanding === null ? '—' : t('khata.days', { count: c.daysOutstanding });
                  return (
                    <Table.Tr key={c.customerId} data-testid={`khata-row-${c.customerId}`}>
                      <Table.Td>
                        {c.balancePaise > 0 && (
                          <Checkbox
                            aria-label={t('khata.select', { name: c.name })}
                            checked={selected.has(c.customerId)}
                            onChange={() => toggle(c)}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Anchor component={Link} to={`/khata/${c.customerId}`} size="sm" fw={500}>
                            {c.name}
                          </Anchor>
                          {c.overdue && (
                            <Badge color="orange" variant="light" size="sm" data-testid="khata-overdue">
                              {t('khata.overdueBadge')}
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {c.mobileNumber ?? ''}
                        </Text>
                        <Text size="xs" c="dimmed" hiddenFrom="md">
                          {[c.daysOutstanding !== null ? age : null, limit, period]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text
                          size="sm"
                          fw={600}
                          c={c.balancePaise > 0 ? 'red.8' : 'teal.8'}
                          style={{ whiteSpace: 'nowrap' }}
                          data-testid="khata-row-due"
                        >
                          {rupees(Math.abs(c.balancePaise))}
                        </Text>
                        {c.balancePaise < 0 && (
                          <Text size="xs" c="dimmed">
                            {t('khata.advance')}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm">{age}</Text>
                      </Table.Td>
                      <Table.Td visibleFrom="md">
                        <Text size="sm">{limit}</Text>
                      </Table.Td>
                      <Table.Td visibleFrom="md">
                        <Text size="sm">{period}</Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Card>
        )}
        {(page > 1 || dues.data?.hasMore) && (
          <Group justify="center" gap="xs">
            <Button size="xs" variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              {t('khata.previous')}
            </Button>
            <Text size="sm">{t('khata.pageOf', { page })}</Text>
            <Button
              size="xs"
              variant="default"
              disabled={!dues.data?.hasMore}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('khata.next')}
            </Button>
          </Group>
        )}
      </Stack>
      {dialog === 'bank' && bank.data && (
        <BankDetailsModal
          details={bank.data}
          mayEdit={appData.user.role === 'owner' || appData.user.role === 'platform_admin'}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'remind' && (
        <RemindersModal
          customers={[...selected.values()]}
          onClose={() => {
            setDialog(null);
            setSelected(new Map());
          }}
        />
      )}
    </Container>
  );
}
