// GST returns of a month: the invoices the portal would refuse (each linked to its bill), the
// GSTR-1 tables they fall in, the GSTR-3B figures (3.1, 3.2), and the GSTR-1 export, which runs in
// the background and lands on the Downloads screen.
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { stateByCode } from '@storekeep/domain/india-states';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { useGstReturns } from '../api/reports.ts';
import { useStartGstr1Export } from '../api/start-gstr1-export.ts';

/** The month before today's: the one usually being filed. */
export function lastMonthOf(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export function GstReturnsPanel({ today }: { today: string }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(lastMonthOf(today));
  const gst = useGstReturns(month, /^\d{4}-\d{2}$/.test(month));
  const start = useStartGstr1Export();
  const exportAs = (format: 'json' | 'xlsx') => start.mutate({ month, format });
  const data = gst.data;
  const heads = (h: { igst: number; cgst: number; sgst: number; utgst: number; cess: number }) => [
    h.igst,
    h.cgst,
    h.sgst + h.utgst,
    h.cess,
  ];
  return (
    <Stack gap="md" data-testid="gst-returns">
      <TextInput
        type="month"
        label={t('reports.gst.month')}
        max={today.slice(0, 7)}
        value={month}
        onChange={(e) => setMonth(e.currentTarget.value)}
        w={{ base: '100%', xs: 200 }}
        data-testid="gst-month"
      />
      {gst.isError ? (
        <Alert color="red">{errorMessage(gst.error)}</Alert>
      ) : !data ? (
        <Loader />
      ) : (
        <>
          {data.issues.length > 0 ? (
            <Alert
              color="orange"
              title={t('reports.gst.issuesTitle', { count: data.issues.length })}
              data-testid="gst-issues"
            >
              <List size="sm">
                {data.issues.map((issue) => (
                  <List.Item key={`${issue.code}-${issue.orderId}-${issue.detail}`}>
                    {issue.orderId ? (
                      <Anchor component={Link} to={`/orders/${issue.orderId}`}>
                        {t('reports.gst.invoice', { number: issue.invoiceNumber })}
                      </Anchor>
                    ) : (
                      <Anchor component={Link} to="/settings">
                        {t('reports.gst.storeSettings')}
                      </Anchor>
                    )}
                    {': '}
                    {t(`reports.gst.issues.${issue.code}`)} {issue.detail && `(${issue.detail})`}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            <Text size="sm" c="green.8" data-testid="gst-ready">
              {t('reports.gst.ready')}
            </Text>
          )}
          <Group gap="xs">
            <Button
              onClick={() => exportAs('json')}
              loading={start.isPending}
              disabled={data.issues.length > 0}
              data-testid="gstr1-json"
            >
              {t('reports.gst.exportJson')}
            </Button>
            <Button
              variant="default"
              onClick={() => exportAs('xlsx')}
              disabled={data.issues.length > 0 || start.isPending}
              data-testid="gstr1-xlsx"
            >
              {t('reports.gst.exportXlsx')}
            </Button>
          </Group>
          {start.isError && <Alert color="red">{errorMessage(start.error)}</Alert>}
          {start.isSuccess && (
            <Alert color="green" data-testid="gstr1-started">
              {t('reports.gst.exportStarted')}{' '}
              <Anchor component={Link} to="/downloads">
                {t('reports.gst.openDownloads')}
              </Anchor>
            </Alert>
          )}
          <Title order={3} fz="md">
            {t('reports.gst.gstr1Tables')}
          </Title>
          <Text size="sm" data-testid="gst-counts">
            {(['invoices', 'creditNotes', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn'] as const)
              .map((key) => `${t(`reports.gst.counts.${key}`)}: ${data.counts[key]}`)
              .join(' · ')}
          </Text>
          <Title order={3} fz="md">
            GSTR-3B
          </Title>
          <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }} aria-label="GSTR-3B">
            <Table withTableBorder fz="sm" miw={620} data-testid="gstr3b">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reports.gst.nature')}</Table.Th>
                  <Table.Th ta="right">{t('reports.columns.taxable')}</Table.Th>
                  <Table.Th ta="right">{t('reports.columns.igst')}</Table.Th>
                  <Table.Th ta="right">{t('reports.columns.cgst')}</Table.Th>
                  <Table.Th ta="right">{t('reports.gst.stateTax')}</Table.Th>
                  <Table.Th ta="right">{t('reports.columns.cess')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(
                  [
                    ['3.1 (a)', t('reports.gst.outwardTaxable'), data.gstr3b.outwardTaxable],
                    ['3.1 (c)', t('reports.gst.outwardNil'), data.gstr3b.outwardNilExempt],
                  ] as const
                ).map(([code, label, row]) => (
                  <Table.Tr key={code}>
                    <Table.Td>
                      {code} {label}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(row.taxablePaise)}</Table.Td>
                    {heads(row.heads).map((v, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the four heads in fixed order
                      <Table.Td key={i} ta="right">
                        {formatMoney(v)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
                {data.gstr3b.interStateUnregistered.map((r) => (
                  <Table.Tr key={r.placeOfSupply}>
                    <Table.Td>
                      3.2 {t('reports.gst.interStateUnregistered')}: {r.placeOfSupply}-
                      {stateByCode(r.placeOfSupply)?.name}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(r.taxablePaise)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(r.igstPaise)}</Table.Td>
                    <Table.Td colSpan={3} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <ScrollArea
            type="auto"
            offsetScrollbars
            viewportProps={{ tabIndex: 0 }}
            aria-label={t('reports.gst.itcNet')}
          >
            <Table withTableBorder fz="sm" miw={620} data-testid="gstr3b-itc">
              <Table.Tbody>
                {(
                  [
                    ['4 (A)(5)', t('reports.gst.itcAvailable'), data.gstr3b.itc.available],
                    ['4 (B)(2)', t('reports.gst.itcReversed'), data.gstr3b.itc.reversed],
                    ['4 (C)', t('reports.gst.itcNet'), data.gstr3b.itc.net],
                    ['', t('reports.gst.liability'), data.gstr3b.outputTax],
                    ['', t('reports.gst.payable'), data.gstr3b.payable],
                  ] as const
                ).map(([code, label, row]) => (
                  <Table.Tr key={label}>
                    <Table.Td>
                      {code} {label}
                    </Table.Td>
                    {heads(row).map((v, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the four heads in fixed order
                      <Table.Td key={i} ta="right">
                        {formatMoney(v)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Text size="sm" data-testid="gstr3b-inward">
            5 {t('reports.gst.inwardNil')}: {t('reports.gst.interState')}{' '}
            {formatMoney(data.gstr3b.inwardNilExempt.interStatePaise)} · {t('reports.gst.intraState')}{' '}
            {formatMoney(data.gstr3b.inwardNilExempt.intraStatePaise)}
          </Text>
          <Text size="sm" fw={600} data-testid="gst-liability">
            {t('reports.gst.payable')}:{' '}
            {formatMoney(Object.values(data.gstr3b.payable).reduce((a, b) => a + b, 0))}
          </Text>
        </>
      )}
    </Stack>
  );
}
