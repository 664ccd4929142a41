// /products: tabs ACTIVE / IN_RECYCLEBIN with counts, display filter, missing-data views, sort, 25 a
// page, search by name or barcode (20 a page), bulk pause/resume, recycle bin and restore.
import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  MISSING_DATA_VIEWS,
  type MissingDataView,
  PRODUCT_LIST_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductListItem,
  type ProductSort,
} from '@storekeep/domain/product';
import { PRODUCT_SEARCH_PAGE_SIZE } from '@storekeep/domain/product-search';
import { IconPlus } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { LabelledPagination } from '../../../ui/labelled-pagination.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { type BulkAction, useBulkAction } from '../api/bulk-actions.ts';
import { useCategoryOptions } from '../api/category-options.ts';
import { useProductCounts, useProducts } from '../api/list-products.ts';
import { useProductSearch } from '../api/search-products.ts';
import { BulkBar } from '../components/bulk-bar.tsx';
import { ProductSearchBox, type SearchTerm } from '../components/product-search-box.tsx';
import { type ProductRow, ProductTable } from '../components/product-table.tsx';
import { RecycleBinRowActions } from '../components/recycle-bin-row-actions.tsx';
import { listTotalText, pageCount } from './list-total.ts';
import {
  type ProductListSearch,
  parseProductListSearch,
  productEditPath,
  productListPath,
} from './search-params.ts';

const BULK_COLORS: Partial<Record<BulkAction, string>> = { 'recycle-bin': 'red', 'permanent-delete': 'red' };

const rowOf = (
  p: ProductListItem | (Omit<ProductRow, 'id'> & { productId?: number; serviceId?: number }),
): ProductRow => ({
  ...p,
  id: (p.productId ?? p.serviceId) as number,
});

export function ProductsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const search = parseProductListSearch(useSearch({ strict: false }));
  const isServiceModule = search.isServiceModule ?? '0';
  const query = {
    filter: search.filter ?? 'ACTIVE',
    display: search.display,
    missing: search.missing,
    categoryId: search.categoryId,
    sort: search.sort ?? 'name_asc',
    page: search.page ?? 1,
    isServiceModule,
  } as const;
  const inBin = query.filter === 'IN_RECYCLEBIN';
  const [searchTerm, setSearchTerm] = useState<SearchTerm | null>(null);
  const [searchPage, setSearchPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const list = useProducts(query);
  const counts = useProductCounts(isServiceModule);
  const found = useProductSearch(searchTerm && { ...searchTerm, page: searchPage, isServiceModule });
  const bulk = useBulkAction();
  const categories = useCategoryOptions();
  const here = `${location.pathname}${location.searchStr}`;
  const { t } = useTranslation();
  const services = isServiceModule === '1';
  const appData = useAppData();
  const noun = services ? t('products.services') : t('products.title');

  const go = (patch: Partial<ProductListSearch>) => {
    setSelected(new Set());
    void navigate({ href: productListPath({ ...search, page: undefined, ...patch }) });
  };
  const onSearch = useCallback((next: SearchTerm | null) => {
    setSearchTerm(next);
    setSearchPage(1);
    setSelected(new Set());
  }, []);

  const searching = searchTerm !== null;
  // Search looks at active products only, so its rows are edited, not restored.
  const binView = inBin && !searching;
  const rows: ProductRow[] = useMemo(
    () => (searching ? (found.data?.products ?? []).map(rowOf) : (list.data?.products ?? []).map(rowOf)),
    [searching, found.data, list.data],
  );
  const active = searching ? found : list;

  const runBulk = (action: BulkAction, ids: number[]) => {
    modals.openConfirmModal({
      title: t(`products.bulk.${action}.title`),
      children: <Text size="sm">{t(`products.bulk.${action}.body`, { count: ids.length })}</Text>,
      labels: { confirm: t(`products.bulk.${action}.label`), cancel: t('common.cancel') },
      confirmProps: { color: BULK_COLORS[action], 'data-testid': 'bulk-confirm' } as Record<string, string>,
      onConfirm: () =>
        bulk.mutate(
          { action, ids },
          {
            onSuccess: (reply) => {
              notifications.show({ color: 'teal', message: reply.message });
              setSelected(new Set());
            },
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
          },
        ),
    });
  };

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      rows.every((r) => current.has(r.id)) ? new Set() : new Set(rows.map((r) => r.id)),
    );

  const selectedIds = [...selected];
  const newHref = `/products/new?redirectRoute=${encodeURIComponent(here)}${isServiceModule === '1' ? '&isServiceModule=1' : ''}`;

  return (
    <Container size="xl" px={{ base: 'md', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="products-page">
        <PageHeader
          title={noun}
          actions={
            <Button
              component={Link}
              to={newHref}
              leftSection={<IconPlus size={18} />}
              data-testid="product-new"
            >
              {services ? t('products.addService') : t('products.add')}
            </Button>
          }
        />
        <Tabs
          value={query.filter}
          onChange={(value) =>
            go({
              filter: value === 'IN_RECYCLEBIN' ? 'IN_RECYCLEBIN' : undefined,
              missing: undefined,
              display: undefined,
            })
          }
        >
          <Tabs.List>
            <Tabs.Tab value="ACTIVE" data-testid="tab-active">
              {t('products.active')} {counts.data ? `(${counts.data.ACTIVE})` : ''}
            </Tabs.Tab>
            <Tabs.Tab value="IN_RECYCLEBIN" data-testid="tab-recycle-bin">
              {t('products.recycleBin')} {counts.data ? `(${counts.data.IN_RECYCLEBIN})` : ''}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <ProductSearchBox onSearch={onSearch} />
        {!searching && (
          <SimpleGrid cols={{ base: 2, sm: inBin ? 1 : 4 }} spacing="sm" maw={inBin ? 240 : undefined}>
            {!inBin && (
              <Select
                aria-label={t('products.display')}
                value={query.display ?? 'ALL'}
                allowDeselect={false}
                onChange={(value) =>
                  go({ display: value === 'ON_DISPLAY' || value === 'OFF_DISPLAY' ? value : undefined })
                }
                data={[
                  { value: 'ALL', label: t('products.allProducts') },
                  {
                    value: 'ON_DISPLAY',
                    label: `${t('products.onDisplay')}${counts.data ? ` (${counts.data.ON_DISPLAY})` : ''}`,
                  },
                  {
                    value: 'OFF_DISPLAY',
                    label: `${t('products.sellingPaused')}${counts.data ? ` (${counts.data.OFF_DISPLAY})` : ''}`,
                  },
                ]}
                data-testid="display-filter"
              />
            )}
            {!inBin && (
              <Select
                aria-label={t('products.missingData')}
                placeholder={`${t('products.missingData')}…`}
                clearable
                value={query.missing ?? null}
                onChange={(value) => go({ missing: (value as MissingDataView | null) ?? undefined })}
                data={MISSING_DATA_VIEWS.map((view) => ({
                  value: view,
                  label: `${t(`products.missing.${view}`)}${counts.data ? ` (${counts.data.missing[view]})` : ''}`,
                }))}
                data-testid="missing-filter"
              />
            )}
            {!inBin && (
              <Select
                aria-label={t('products.category')}
                placeholder={t('products.allCategories')}
                searchable
                clearable
                value={query.categoryId === undefined ? null : String(query.categoryId)}
                onChange={(value) => go({ categoryId: value === null ? undefined : Number(value) })}
                data={categories.data ?? []}
                data-testid="category-filter"
              />
            )}
            <Select
              aria-label={t('products.sort')}
              value={query.sort}
              allowDeselect={false}
              onChange={(value) => go({ sort: (value as ProductSort) ?? undefined })}
              data={PRODUCT_SORTS.map((value) => ({ value, label: t(`products.sorts.${value}`) }))}
              data-testid="sort-select"
            />
          </SimpleGrid>
        )}
        {query.missing && !searching && (
          <Alert color="yellow" variant="light" data-testid="missing-hint">
            {t('products.missingHint', { view: t(`products.missing.${query.missing}`) })}
          </Alert>
        )}
        {!searching && list.data && list.data.total > 0 && (
          <Text size="sm" c="gray.7" data-testid="products-total">
            {listTotalText(list.data, (range, total) =>
              range ? t('products.totalRange', { range, total }) : t('products.total', { total }),
            )}
          </Text>
        )}
        {selectedIds.length > 0 && (
          <BulkBar
            count={selectedIds.length}
            binView={binView}
            onAction={(action) => runBulk(action, selectedIds)}
          />
        )}
        {active.isError ? (
          <Alert color="red" title={t('products.loadFailed')} data-testid="products-error">
            {errorMessage(active.error)}{' '}
            <Button size="xs" variant="subtle" onClick={() => void active.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : active.isPending && !active.data ? (
          <Center py="xl" data-testid="products-loading">
            <Loader />
          </Center>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="products-empty">
            {searching
              ? t('products.noMatch')
              : inBin
                ? t('products.binEmpty')
                : query.missing
                  ? t('products.noneMissing')
                  : services
                    ? t('products.noServices')
                    : t('products.noProducts')}
          </Text>
        ) : (
          <Card
            withBorder
            padding={0}
            radius="md"
            data-testid={searching ? 'search-results' : 'list-results'}
            data-fetching={active.isPlaceholderData || undefined}
            style={{ opacity: active.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <ProductTable
              rows={rows}
              stockOutletId={
                services || binView
                  ? undefined
                  : (appData.selectedOutletId ?? appData.outlets[0]?.outletId ?? null)
              }
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              editHref={
                binView ? null : (id) => productEditPath(id, here, (!searching && query.missing) || undefined)
              }
              actions={
                binView
                  ? (row) => (
                      <RecycleBinRowActions id={row.id} onAction={(action) => runBulk(action, [row.id])} />
                    )
                  : query.missing && !searching
                    ? (row) => (
                        <Button
                          size="xs"
                          variant="light"
                          component={Link}
                          to={productEditPath(row.id, here, query.missing)}
                          data-testid={`fix-${row.id}`}
                        >
                          {t('products.fix')}
                        </Button>
                      )
                    : undefined
              }
            />
          </Card>
        )}
        {searching ? (
          <Group justify="center" gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={searchPage === 1}
              onClick={() => setSearchPage((p) => p - 1)}
            >
              {t('products.previous')}
            </Button>
            <Text size="sm">{t('products.page', { page: searchPage })}</Text>
            <Button
              size="xs"
              variant="default"
              disabled={(found.data?.products.length ?? 0) < PRODUCT_SEARCH_PAGE_SIZE}
              onClick={() => setSearchPage((p) => p + 1)}
            >
              {t('products.next')}
            </Button>
          </Group>
        ) : (
          list.data &&
          list.data.total > PRODUCT_LIST_PAGE_SIZE && (
            <Group justify="center">
              <LabelledPagination
                total={pageCount(list.data, query.page)}
                value={query.page}
                onChange={(page) => go({ page: page > 1 ? page : undefined })}
                siblings={0}
                data-testid="products-pagination"
              />
            </Group>
          )
        )}
      </Stack>
    </Container>
  );
}
