// /inventory: stock at the selected outlet or all outlets (the header's outlet and the Orders
// page's outlet choice), with value at cost, the low / out of stock / expiring filters, category
// and search; adjust and history per product; and the count, transfers, import and export tabs.
import {
  Alert,
  Button,
  Card,
  Center,
  Chip,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StockFilter } from '@storekeep/domain/inventory';
import type { InventoryRow } from '@storekeep/domain/inventory-api';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { setOutletScope, useOutletScope } from '../../../app/outlet-scope.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCategoryFilterOptions } from '../api/category-options.ts';
import { useInventory, useInventorySummary } from '../api/levels.ts';
import { AdjustModal } from '../components/adjust-modal.tsx';
import { BulkPanel } from '../components/bulk-panel.tsx';
import { CountPanel } from '../components/count-panel.tsx';
import { HistoryDrawer } from '../components/history-drawer.tsx';
import { LevelsTable } from '../components/levels-table.tsx';
import { itemName } from '../components/stock-item.ts';
import { TransfersPanel } from '../components/transfers-panel.tsx';
import { type InventorySearch, type InventoryTab, parseInventorySearch } from './inventory-search.ts';

function SummaryCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dark.3">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

export function InventoryPage() {
  const { t } = useTranslation();
  const appData = useAppData();
  const navigate = useNavigate();
  const search = parseInventorySearch(useSearch({ strict: false }));
  const scope = useOutletScope();
  const tab = search.tab ?? 'stock';
  const filter = search.filter ?? 'all';
  const page = search.page ?? 1;
  const [text, setText] = useState(search.q ?? '');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [adjusting, setAdjusting] = useState<InventoryRow | null>(null);
  const [history, setHistory] = useState<InventoryRow | null>(null);
  const outletName = (outletId: number) =>
    appData.outlets.find((o) => o.outletId === outletId)?.name ?? String(outletId);
  const selectedOutletId = appData.selectedOutletId ?? appData.outlets[0]?.outletId ?? null;

  const go = (patch: Partial<InventorySearch>) =>
    void navigate({ to: '/inventory', search: { ...search, page: undefined, ...patch }, replace: true });
  // A new search starts at the first page.
  const [searchedAt, setSearchedAt] = useState(q);
  if (searchedAt !== q) {
    setSearchedAt(q);
    if (page > 1) go({ page: undefined });
  }

  const query = { scope, filter, q: q || undefined, categoryId: search.categoryId, page };
  const list = useInventory(query, tab === 'stock');
  const summary = useInventorySummary({ scope, q: q || undefined, categoryId: search.categoryId });
  const categories = useCategoryFilterOptions();
  const counts = summary.data;
  const rows = list.data?.rows ?? [];
  const scopeName = scope === 'all' ? t('inventory.allOutlets') : outletName(selectedOutletId ?? 0);
  const filters: Array<{ value: StockFilter; label: string }> = [
    { value: 'all', label: t('inventory.filters.all') },
    { value: 'low', label: t('inventory.filters.low', { count: counts?.low ?? 0 }) },
    { value: 'out', label: t('inventory.filters.out', { count: counts?.out ?? 0 }) },
    ...(counts && counts.expiring > 0
      ? [{ value: 'expiring' as const, label: t('inventory.filters.expiring', { count: counts.expiring }) }]
      : []),
  ];

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="inventory-page">
        <PageHeader
          title={t('inventory.title')}
          subtitle={t('inventory.subtitle', { scope: scopeName })}
          actions={
            appData.outlets.length > 1 ? (
              <SegmentedControl
                aria-label={t('inventory.scopeLabel')}
                value={scope}
                onChange={(v) => setOutletScope(v === 'all' ? 'all' : 'selected')}
                data={[
                  { value: 'selected', label: t('inventory.thisOutlet') },
                  { value: 'all', label: t('inventory.allOutlets') },
                ]}
                data-testid="inventory-scope"
              />
            ) : undefined
          }
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <SummaryCard
            label={t('inventory.summary.products')}
            value={String(counts?.products ?? '…')}
            testId="summary-products"
          />
          <SummaryCard
            label={t('inventory.summary.value')}
            value={counts ? formatMoney(counts.valuePaise, { symbol: true }) : '…'}
            testId="summary-value"
          />
          <SummaryCard
            label={t('inventory.summary.low')}
            value={String(counts?.low ?? '…')}
            testId="summary-low"
          />
          <SummaryCard
            label={t('inventory.summary.out')}
            value={String(counts?.out ?? '…')}
            testId="summary-out"
          />
        </SimpleGrid>
        <Tabs
          value={tab}
          onChange={(value) =>
            go({ tab: (value as InventoryTab) === 'stock' ? undefined : (value as InventoryTab) })
          }
        >
          <Tabs.List>
            <Tabs.Tab value="stock" data-testid="inventory-tab-stock">
              {t('inventory.tabs.stock')}
            </Tabs.Tab>
            <Tabs.Tab value="count" data-testid="inventory-tab-count">
              {t('inventory.tabs.count')}
            </Tabs.Tab>
            <Tabs.Tab value="transfers" data-testid="inventory-tab-transfers">
              {t('inventory.tabs.transfers')}
            </Tabs.Tab>
            <Tabs.Tab value="bulk" data-testid="inventory-tab-bulk">
              {t('inventory.tabs.bulk')}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {tab === 'stock' && (
          <Stack gap="sm">
            <Chip.Group
              multiple={false}
              value={filter}
              onChange={(v) => go({ filter: v === 'all' ? undefined : (v as StockFilter) })}
            >
              <Group gap="xs" aria-label={t('inventory.filters.label')} role="group">
                {filters.map((f) => (
                  <Chip key={f.value} value={f.value} size="sm" data-testid={`inventory-filter-${f.value}`}>
                    {f.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Group gap="sm" wrap="wrap">
              <TextInput
                aria-label={t('inventory.search')}
                placeholder={t('inventory.search')}
                leftSection={<IconSearch size={16} />}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={100}
                w={{ base: '100%', sm: 320 }}
                data-testid="inventory-search"
              />
              <Select
                aria-label={t('inventory.category')}
                placeholder={t('inventory.allCategories')}
                data={categories.data ?? []}
                value={search.categoryId ? String(search.categoryId) : null}
                onChange={(v) => go({ categoryId: v ? Number(v) : undefined })}
                clearable
                searchable
                w={{ base: '100%', sm: 240 }}
                data-testid="inventory-category"
              />
            </Group>
            {list.isError ? (
              <Alert color="red" title={t('inventory.loadError')}>
                {errorMessage(list.error)}
              </Alert>
            ) : list.isPending ? (
              <Center py="xl">
                <Loader />
              </Center>
            ) : rows.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl" data-testid="inventory-empty">
                {filter === 'low' ? t('inventory.emptyLow') : t('inventory.empty')}
              </Text>
            ) : (
              <Card withBorder padding={0} radius="md">
                <LevelsTable
                  rows={rows}
                  outletName={outletName}
                  onAdjust={setAdjusting}
                  onHistory={setHistory}
                />
              </Card>
            )}
            {(page > 1 || list.data?.hasMore) && (
              <Group justify="center" gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  disabled={page === 1}
                  onClick={() => go({ page: page - 1 })}
                >
                  {t('inventory.previous')}
                </Button>
                <Text size="sm">{t('inventory.page', { page })}</Text>
                <Button
                  size="xs"
                  variant="default"
                  disabled={!list.data?.hasMore}
                  onClick={() => go({ page: page + 1 })}
                >
                  {t('inventory.next')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        {tab === 'count' && <CountPanel outletId={selectedOutletId} />}
        {tab === 'transfers' && selectedOutletId !== null && (
          <TransfersPanel
            outlets={appData.outlets}
            selectedOutletId={selectedOutletId}
            keepsSerials={appData.accountSettings.enableIMEINumber}
          />
        )}
        {tab === 'bulk' && <BulkPanel scope={scope} />}
      </Stack>
      {adjusting && (
        <AdjustModal
          target={{
            productId: adjusting.productId,
            variantId: adjusting.variantId,
            productName: itemName(adjusting),
            unitOfMeasurement: adjusting.unitOfMeasurement,
            outlets: adjusting.outlets.map((o) => ({
              outletId: o.outletId,
              name: outletName(o.outletId),
              quantity: o.quantity,
            })),
            outletId:
              adjusting.outlets.find((o) => o.outletId === selectedOutletId)?.outletId ??
              adjusting.outlets[0]?.outletId ??
              0,
          }}
          onClose={() => setAdjusting(null)}
        />
      )}
      {history && (
        <HistoryDrawer
          productId={history.productId}
          variantId={history.variantId}
          productName={itemName(history)}
          showOutlet={scope === 'all'}
          onClose={() => setHistory(null)}
        />
      )}
    </Container>
  );
}
