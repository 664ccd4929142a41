// /customers: search by name or mobile, the khata balance of each, quick add; a row opens the
// customer's page with the ledger.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCustomerSearch } from '../api/customers.ts';
import { QuickAddCustomerModal } from '../components/quick-add-customer-modal.tsx';

export function CustomersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [search] = useDebouncedValue(text.trim(), 300);
  const list = useCustomerSearch(search, page);
  const rows = list.data?.customers ?? [];

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="customers-page">
        <PageHeader
          title={t('customers.title')}
          actions={
            <Button
              leftSection={<IconUserPlus size={18} />}
              onClick={() => setAdding(true)}
              data-testid="customer-add"
            >
              {t('customers.add')}
            </Button>
          }
        />
        <TextInput
          aria-label={t('customers.search')}
          placeholder={t('customers.search')}
          leftSection={<IconSearch size={16} />}
          maxLength={50}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          maw={{ sm: 360 }}
          data-testid="customer-search"
        />
        {list.isError ? (
          <Alert color="red" title={t('customers.loadError')} data-testid="customers-error">
            {errorMessage(list.error)}
          </Alert>
        ) : list.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="customers-empty">
            {search ? t('customers.emptySearch') : t('customers.empty')}
          </Text>
        ) : (
          <Card withBorder padding={0} radius="md">
            <Table verticalSpacing="sm" highlightOnHover data-testid="customer-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('customers.columns.name')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('customers.columns.mobile')}</Table.Th>
                  <Table.Th ta="right">{t('customers.columns.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.customerId} data-testid={`customer-row-${c.customerId}`}>
                    <Table.Td>
                      <Anchor component={Link} to={`/customers/${c.customerId}`} size="sm" fw={500}>
                        {c.name}
                      </Anchor>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        {c.mobileNumber}
                      </Text>
                      {c.gstin && (
                        <Text size="xs" c="dimmed">
                          GSTIN {c.gstin}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{c.mobileNumber ?? '—'}</Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text
                        size="sm"
                        c={c.balancePaise > 0 ? 'red.8' : undefined}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {formatMoney(c.balancePaise, { symbol: true })}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )}
        {(page > 1 || list.data?.hasMore) && (
          <Group justify="center" gap="xs">
            <Button size="xs" variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              {t('customers.previous')}
            </Button>
            <Text size="sm">{t('customers.page', { page })}</Text>
            <Button
              size="xs"
              variant="default"
              disabled={!list.data?.hasMore}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('customers.next')}
            </Button>
          </Group>
        )}
      </Stack>
      {adding && (
        <QuickAddCustomerModal
          opened
          initialText={text}
          onClose={() => setAdding(false)}
          onCreated={(customer) => {
            setAdding(false);
            void navigate({ to: `/customers/${customer.customerId}` });
          }}
        />
      )}
    </Container>
  );
}
