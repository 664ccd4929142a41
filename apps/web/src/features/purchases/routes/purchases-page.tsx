// /purchases: purchase orders (listPurchaseOrders) by status, and the vendors with their balance
// (listVendors); raise a PO from scratch, from the low-stock list or from the reorder levels.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@storekeep/domain/purchase';
import { IconAlertTriangle, IconFileInvoice, IconPlus, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePurchaseOrders } from '../api/purchase-orders.ts';
import { useVendors } from '../api/vendors.ts';
import { PoStatusBadge } from '../components/po-status-badge.tsx';
import { VendorFormModal } from '../components/vendor-form-modal.tsx';

const money = (paise: number) => formatMoney(paise, { symbol: true });

function PurchaseOrderList() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PurchaseOrderStatus | ''>('');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const list = usePurchaseOrders({ status, search, page: 1 });
  const rows = list.data?.purchaseOrders ?? [];
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label={t('purchases.search')}
          placeholder={t('purchases.search')}
          leftSection={<IconSearch size={16} />}
          value={text}
          maxLength={50}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          aria-label={t('purchases.statusFilter')}
          data={[
            { value: '', label: t('purchases.allStatuses') },
            ...PURCHASE_ORDER_STATUSES.map((s) => ({ value: s, label: t(`purchases.status.${s}`) })),
          ]}
          value={status}
          onChange={(value) => setStatus((value ?? '') as PurchaseOrderStatus | '')}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      {list.isError ? (
        <Alert color="red">{errorMessage(list.error)}</Alert>
      ) : list.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="po-empty">
          {t('purchases.empty')}
        </Text>
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table verticalSpacing="sm" highlightOnHover data-testid="po-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchases.columns.order')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('purchases.columns.outlet')}</Table.Th>
                <Table.Th>{t('purchases.columns.status')}</Table.Th>
                <Table.Th ta="right">{t('purchases.columns.bill')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((po) => (
                <Table.Tr key={po.purchaseOrderId} data-testid={`po-row-${po.purchaseOrderId}`}>
                  <Table.Td>
                    <Anchor component={Link} to={`/purchases/${po.purchaseOrderId}`} size="sm" fw={500}>
                      {po.poNumber}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {po.vendorName}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{po.outletName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <PoStatusBadge status={po.status} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {money(po.billTotalPaise)}
                    </Text>
                    {po.paidPaise > 0 && (
                      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {t('purchases.paid', { amount: money(po.paidPaise) })}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}

function VendorList() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const [search] = useDebouncedValue(text.trim(), 300);
  const list = useVendors(search);
  const rows = list.data?.vendors ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label={t('purchases.vendor.search')}
          placeholder={t('purchases.vendor.search')}
          leftSection={<IconSearch size={16} />}
          value={text}
          maxLength={50}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <Button
          leftSection={<IconUserPlus size={18} />}
          onClick={() => setAdding(true)}
          data-testid="vendor-add"
        >
          {t('purchases.vendor.add')}
        </Button>
      </Group>
      {list.isError ? (
        <Alert color="red">{errorMessage(list.error)}</Alert>
      ) : list.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="vendors-empty">
          {t('purchases.vendor.empty')}
        </Text>
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table verticalSpacing="sm" highlightOnHover data-testid="vendor-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('purchases.vendor.name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('purchases.vendor.state')}</Table.Th>
                <Table.Th ta="right">{t('purchases.vendor.balance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((v) => (
                <Table.Tr key={v.vendorId} data-testid={`vendor-row-${v.vendorId}`}>
                  <Table.Td>
                    <Anchor component={Link} to={`/purchases/vendors/${v.vendorId}`} size="sm" fw={500}>
                      {v.name}
                    </Anchor>
                    {v.gstin && (
                      <Text size="xs" c="dimmed">
                        GSTIN {v.gstin}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{v.stateName ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text
                      size="sm"
                      c={v.balancePaise > 0 ? 'red.8' : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {money(v.balancePaise)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {adding && <VendorFormModal vendor={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}

export function PurchasesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<string | null>('orders');
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="purchases-page">
        <PageHeader
          title={t('purchases.title')}
          actions={
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconAlertTriangle size={18} />}
                onClick={() => void navigate({ to: '/purchases/new', search: { from: 'low-stock' } })}
                data-testid="po-from-low-stock"
              >
                {t('purchases.fromLowStock')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconFileInvoice size={18} />}
                onClick={() => void navigate({ to: '/purchases/bill' })}
                data-testid="bill-new"
              >
                {t('purchases.bill.title')}
              </Button>
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => void navigate({ to: '/purchases/new', search: { from: 'scratch' } })}
                data-testid="po-new"
              >
                {t('purchases.new')}
              </Button>
            </Group>
          }
        />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="orders" data-testid="tab-orders">
              {t('purchases.tabs.orders')}
            </Tabs.Tab>
            <Tabs.Tab value="vendors" data-testid="tab-vendors">
              {t('purchases.tabs.vendors')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="orders" pt="md">
            <PurchaseOrderList />
          </Tabs.Panel>
          <Tabs.Panel value="vendors" pt="md">
            <VendorList />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
