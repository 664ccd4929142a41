// /orders: the six tabs with their counts (DELIVERY_PENDING first shown), search by order number,
// customer or phone, the date-range filter, paging; cards on a phone, a table on a desktop.
import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { DEFAULT_ORDER_TAB, ORDER_TABS, type OrderTab } from '@storekeep/domain/order-tabs';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { setOutletScope, useOutletScope } from '../../../app/outlet-scope.ts';
import { useCurrentDate } from '../../../app/server-time.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { type OrderListParams, useOrderCounts, useOrderList } from '../api/list-orders.ts';
import { DateRangeFilter, resolveDateFilter } from '../components/date-range-filter.tsx';
import { OrderCards, OrderTable } from '../components/order-list-view.tsx';
import { ALL_DATES, type OrderListSearch, orderListPath, parseOrderListSearch } from './search-params.ts';

/** The calendar day of a moment on this device's clock (set right by the server offset). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function OrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appData = useAppData();
  const search = parseOrderListSearch(useSearch({ strict: false }));
  const today = isoDay(useCurrentDate());
  const tab: OrderTab = search.tab ?? DEFAULT_ORDER_TAB;
  const page = search.page ?? 1;
  const dateFilter = { range: search.range ?? ALL_DATES, from: search.from, to: search.to };
  const days = resolveDateFilter(dateFilter, today);
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const [term, setTerm] = useState(search.q ?? '');
  // On a phone the six tabs scroll sideways; the chosen one is brought into view.
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current
      ?.querySelector(`[data-testid="order-tab-${tab}"]`)
      ?.scrollIntoView?.({ inline: 'center', block: 'nearest' });
  }, [tab]);
  const go = (patch: Partial<OrderListSearch>) =>
    void navigate({ href: orderListPath({ ...search, page: undefined, ...patch }) });
  // The search box writes to the URL after a pause, so a shared link shows the same list.
  const commitSearch = useDebouncedCallback((text: string) => go({ q: text.trim() || undefined }), 350);

  // The list, the tab counts and the menu badges count the same outlets: the header's, or all.
  const scope = useOutletScope();
  const outletName = appData.outlets.find((o) => o.outletId === appData.selectedOutletId)?.name;
  const filters = {
    search: search.q,
    from: days?.start,
    to: days?.end,
    ...(scope === 'all' ? { outlets: 'all' as const } : {}),
  };
  const params: OrderListParams = {
    tab,
    page,
    supplierType: appData.supplier?.supplierType ?? 'B2C',
    ...filters,
  };
  const list = useOrderList(params);
  const counts = useOrderCounts(filters);
  const rows = list.data?.orders ?? [];

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="orders-page">
        <PageHeader
          title={t('orders.title')}
          actions={
            appData.outlets.length > 1 && outletName ? (
              <SegmentedControl
                size="xs"
                value={scope}
                onChange={(value) => setOutletScope(value === 'all' ? 'all' : 'selected')}
                data={[
                  { value: 'selected', label: outletName },
                  { value: 'all', label: t('orders.allOutlets') },
                ]}
                aria-label={t('orders.outletScope')}
                data-testid="orders-outlet-scope"
              />
            ) : undefined
          }
        />
        <Tabs value={tab} onChange={(value) => go({ tab: (value as OrderTab | null) ?? undefined })}>
          <Tabs.List ref={tabList} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {ORDER_TABS.map((name) => (
              <Tabs.Tab key={name} value={name} data-testid={`order-tab-${name}`} style={{ flexShrink: 0 }}>
                {t(`orders.tabs.${name}`)}
                {counts.data && (
                  <Text span size="xs" c="dimmed" ml={4} data-testid={`order-tab-count-${name}`}>
                    ({counts.data.counts[name]})
                  </Text>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            aria-label={t('orders.search')}
            placeholder={t('orders.search')}
            leftSection={<IconSearch size={16} />}
            value={term}
            maxLength={100}
            onChange={(e) => {
              setTerm(e.currentTarget.value);
              commitSearch(e.currentTarget.value);
            }}
            w={{ base: '100%', sm: 320 }}
            data-testid="order-search"
          />
          <DateRangeFilter
            value={dateFilter}
            today={today}
            onChange={(next) =>
              go({
                range: next.range === ALL_DATES ? undefined : next.range,
                from: next.from,
                to: next.to,
              })
            }
          />
        </Group>
        {list.isError ? (
          <Alert color="red" title={t('orders.loadError')} data-testid="orders-error">
            {errorMessage(list.error)}{' '}
            <Button size="xs" variant="subtle" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : list.isPending ? (
          <Center py="xl" data-testid="orders-loading">
            <Loader />
          </Center>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="orders-empty">
            {search.q || days ? t('orders.emptyFiltered') : t('orders.empty')}
          </Text>
        ) : (
          <div
            data-testid="order-results"
            data-fetching={list.isPlaceholderData || undefined}
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            {isPhone ? (
              <OrderCards rows={rows} />
            ) : (
              <Card withBorder padding={0} radius="md">
                <OrderTable rows={rows} />
              </Card>
            )}
          </div>
        )}
        {list.data && (page > 1 || list.data.hasMore) && (
          <Group justify="center" gap="xs" data-testid="orders-pagination">
            <Button
              size="xs"
              variant="default"
              disabled={page === 1}
              onClick={() => go({ page: page > 2 ? page - 1 : undefined })}
              data-testid="orders-previous"
            >
              {t('orders.previous')}
            </Button>
            <Text size="sm" data-testid="orders-page-number">
              {t('orders.page', { n: page })}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={!list.data.hasMore}
              onClick={() => go({ page: page + 1 })}
              data-testid="orders-next"
            >
              {t('orders.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
