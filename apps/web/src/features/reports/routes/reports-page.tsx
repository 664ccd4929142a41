// /reports: the reports the user's permissions open (sales, tax, credit, transactions, inventory)
// and the GST returns, each for a period picked with the spec's date range picker, for the outlet
// chosen in the header or all outlets, with export to CSV, XLSX and PDF; the transactions report
// holds the counters' cash-drawer close.
import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
} from '@mantine/core';
import {
  type ExportFormat,
  type ReportKind,
  SALES_GROUPS,
  type SalesGroup,
} from '@storekeep/domain/report-api';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import {
  DateRangePicker,
  type DateRangeValue,
  DEFAULT_DATE_RANGE,
  resolveDateRange,
} from '../../../ui/date-range-picker.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { type ReportQuery, reportExportUrl, useReport, useReportIndex } from '../api/reports.ts';
import { DrawerClosePanel } from '../components/drawer-close-panel.tsx';
import { GstReturnsPanel } from '../components/gst-returns-panel.tsx';
import { ReportView } from '../components/report-view.tsx';

type Tab = ReportKind | 'gst';
const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx', 'pdf'];

export function ReportsPage() {
  const { t } = useTranslation();
  const index = useReportIndex();
  const [tab, setTab] = useState<Tab | null>(null);
  const [range, setRange] = useState<DateRangeValue>(DEFAULT_DATE_RANGE);
  const [groupBy, setGroupBy] = useState<SalesGroup>('day');
  const [scope, setScope] = useState<'selected' | 'all'>('selected');
  const tabs: Tab[] = index.data
    ? [...index.data.reports, ...(index.data.gstReturns ? (['gst'] as const) : [])]
    : [];
  const active = tab ?? tabs[0] ?? null;
  const today = index.data?.today ?? '';
  const period = today ? resolveDateRange(range, today) : null;
  const query: ReportQuery | null =
    active && active !== 'gst' && period
      ? { kind: active, from: period.start, to: period.end, scope, groupBy }
      : null;
  const report = useReport(query);

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <PageHeader title={t('reports.title')} />
      {index.isError ? (
        <Alert color="red" title={t('reports.loadError')}>
          {errorMessage(index.error)}
        </Alert>
      ) : !index.data || !active ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Tabs value={active} onChange={(next) => next && setTab(next as Tab)} keepMounted={false}>
          <Tabs.List mb="md">
            {tabs.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`report-tab-${key}`}>
                {t(`reports.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {active === 'gst' ? (
            <GstReturnsPanel today={today} />
          ) : (
            <Stack gap="md">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <DateRangePicker value={range} today={today} onChange={setRange} testId="report-range" />
                {active === 'sales' && (
                  <Select
                    label={t('reports.groupBy')}
                    w={{ base: '100%', xs: 180 }}
                    value={groupBy}
                    allowDeselect={false}
                    data={SALES_GROUPS.map((g) => ({ value: g, label: t(`reports.groups.${g}`) }))}
                    onChange={(next) => next && setGroupBy(next as SalesGroup)}
                    data-testid="report-group"
                  />
                )}
                {active !== 'credit' && (
                  <SegmentedControl
                    aria-label={t('reports.scope')}
                    value={scope}
                    onChange={(next) => setScope(next as 'selected' | 'all')}
                    data={[
                      { value: 'selected', label: t('reports.scopeSelected') },
                      { value: 'all', label: t('reports.scopeAll') },
                    ]}
                    data-testid="report-scope"
                  />
                )}
              </Group>
              {active === 'transactions' && period && (
                <DrawerClosePanel today={today} from={period.start} to={period.end} />
              )}
              {query && (
                <Group gap="xs" data-testid="report-exports">
                  {FORMATS.map((format) => (
                    <Button
                      key={format}
                      component="a"
                      href={reportExportUrl(query, format)}
                      download
                      variant="default"
                      size="xs"
                      leftSection={<IconDownload size={14} />}
                      data-testid={`report-export-${format}`}
                    >
                      {t(`reports.export.${format}`)}
                    </Button>
                  ))}
                </Group>
              )}
              {report.isError ? (
                <Alert color="red" title={t('reports.loadError')}>
                  {errorMessage(report.error)}
                </Alert>
              ) : !report.data ? (
                <Center py="xl">
                  <Loader />
                </Center>
              ) : (
                <div style={{ opacity: report.isPlaceholderData ? 0.5 : 1 }}>
                  {report.data.outletName && (
                    <div style={{ marginBottom: 8, fontSize: 14 }} data-testid="report-outlet">
                      {t('reports.outlet', { name: report.data.outletName })}
                    </div>
                  )}
                  <ReportView report={report.data} />
                </div>
              )}
            </Stack>
          )}
        </Tabs>
      )}
    </Container>
  );
}
