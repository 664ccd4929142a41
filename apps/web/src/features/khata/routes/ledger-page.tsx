// /khata/$customerId: a customer's khata: the balance with their terms, the ledger (bills on
// credit, payments, returns, adjustments) with the balance after each, record a payment, adjust,
// the statement PDF and a statement link to share.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { LedgerEntry } from '@storekeep/domain/khata-api';
import { IconArrowLeft, IconFileTypePdf, IconShare } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatDate, formatMoney } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useLedger } from '../api/ledger.ts';
import { AdjustmentModal } from '../components/adjustment-modal.tsx';
import { RecordPaymentModal } from '../components/record-payment-modal.tsx';
import { ShareModal } from '../components/share-modal.tsx';
import { termsText } from '../components/terms-text.ts';

const rupees = (paise: number) => formatMoney(paise, { symbol: true });
const dateText = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', english: 'en' });

/** How a payment came (credit sales and returns are on credit by their kind). */
const MODE_KEYS: Record<string, string> = {
  CASH: 'khataPayment.cash',
  CARD: 'khataPayment.card',
  UPI: 'khataPayment.upi',
  ONLINE: 'khataLedger.online',
};

function EntryDetails({ entry, t }: { entry: LedgerEntry; t: TFunction }) {
  const modeKey = entry.mode ? MODE_KEYS[entry.mode] : undefined;
  const mode = modeKey ? t(modeKey) : null;
  return (
    <>
      <Text size="sm">
        {t(`khataLedger.kind.${entry.kind}`)}
        {entry.orderId && entry.orderNumber && (
          <>
            {' · '}
            <Anchor component={Link} to={`/orders/${entry.orderId}`} size="sm">
              {t('khataLedger.bill', { number: entry.orderNumber })}
            </Anchor>
          </>
        )}
      </Text>
      {(mode || entry.note) && (
        <Text size="xs" c="dimmed">
          {[mode, entry.note].filter(Boolean).join(' · ')}
        </Text>
      )}
    </>
  );
}

export function LedgerRoutePage() {
  const { customerId } = useParams({ strict: false }) as { customerId: string };
  return <LedgerPage customerId={Number(customerId)} />;
}

export function LedgerPage({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = useLedger(customerId, page);
  const [dialog, setDialog] = useState<'pay' | 'adjust' | 'share' | null>(null);

  if (ledger.isError)
    return (
      <Container size="md" py="lg">
        <Alert color="red">{errorMessage(ledger.error)}</Alert>
      </Container>
    );
  if (!ledger.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const c = ledger.data.customer;
  const { limit, period } = termsText(t, c);
  const balance = c.balancePaise;

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="khata-ledger-page">
        <Anchor component={Link} to="/khata" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('khataLedger.back')}
          </Group>
        </Anchor>
        <PageHeader title={c.name} subtitle={c.mobileNumber ?? undefined} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md">
              <Group justify="space-between" align="flex-start">
                <Text size="sm" c="dimmed">
                  {t('khataLedger.balance')}
                </Text>
                {c.overdue && (
                  <Badge color="orange" variant="light">
                    {t('khata.overdueBadge')}
                  </Badge>
                )}
              </Group>
              <Text fz={28} fw={700} c={balance > 0 ? 'red.8' : 'teal.8'} data-testid="khata-balance">
                {rupees(Math.abs(balance))}
              </Text>
              <Text size="xs" c="dimmed" mb="xs">
                {balance > 0
                  ? t('khataLedger.owes')
                  : balance < 0
                    ? t('khataLedger.advance')
                    : t('khataLedger.nothingDue')}
              </Text>
              <Stack gap={2} mb="sm">
                <Text size="sm">
                  {t('khata.limit')}: {limit}
                  {!c.ownLimit && ` (${t('khata.defaultTerms')})`}
                </Text>
                <Text size="sm">
                  {t('khata.period')}: {period}
                  {!c.ownPeriod && ` (${t('khata.defaultTerms')})`}
                </Text>
                {c.availablePaise !== null && (
                  <Text size="sm">{t('khataLedger.available', { amount: rupees(c.availablePaise) })}</Text>
                )}
                {c.oldestUnpaidAt && c.daysOutstanding !== null && (
                  <Text size="sm">
                    {t('khataLedger.oldestUnpaid', {
                      date: dateText(c.oldestUnpaidAt),
                      days: t('khata.days', { count: c.daysOutstanding }),
                    })}
                  </Text>
                )}
              </Stack>
              <Stack gap="xs">
                <Button onClick={() => setDialog('pay')} data-testid="khata-record-payment">
                  {t('khataLedger.recordPayment')}
                </Button>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <Button variant="default" onClick={() => setDialog('adjust')} data-testid="khata-adjust">
                    {t('khataLedger.adjust')}
                  </Button>
                  <Button
                    variant="light"
                    leftSection={<IconShare size={16} />}
                    onClick={() => setDialog('share')}
                    data-testid="khata-share"
                  >
                    {t('khataLedger.share')}
                  </Button>
                </SimpleGrid>
                <Button
                  component="a"
                  href={`/api/v1/khata/${customerId}/statement`}
                  target="_blank"
                  rel="noopener"
                  variant="subtle"
                  leftSection={<IconFileTypePdf size={16} />}
                  data-testid="khata-statement-pdf"
                >
                  {t('khataLedger.statementPdf')}
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" padding={0}>
              <Title order={2} fz="md" p="md" pb="xs">
                {t('khataLedger.entries')}
              </Title>
              {ledger.data.entries.length === 0 ? (
                <Text size="sm" c="dimmed" p="md">
                  {t('khataLedger.empty')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={320}>
                  <Table verticalSpacing="xs" data-testid="khata-ledger">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th visibleFrom="sm">{t('khataLedger.date')}</Table.Th>
                        <Table.Th>{t('khataLedger.details')}</Table.Th>
                        <Table.Th ta="right">{t('khataLedger.amount')}</Table.Th>
                        <Table.Th ta="right">{t('khataLedger.runningBalance')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {ledger.data.entries.map((e) => (
                        <Table.Tr key={e.entryId} data-testid={`khata-entry-${e.kind}`}>
                          <Table.Td visibleFrom="sm">
                            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                              {dateText(e.createdAt)}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <EntryDetails entry={e} t={t} />
                            <Text size="xs" c="dimmed" hiddenFrom="sm">
                              {dateText(e.createdAt)}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right">
                            <Text
                              size="sm"
                              fw={500}
                              c={e.amountPaise > 0 ? 'red.8' : 'teal.8'}
                              style={{ whiteSpace: 'nowrap' }}
                            >
                              {e.amountPaise > 0 ? '+' : '−'}
                              {rupees(Math.abs(e.amountPaise))}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right">
                            <Text
                              size="sm"
                              style={{ whiteSpace: 'nowrap' }}
                              data-testid="khata-entry-balance"
                            >
                              {rupees(e.balancePaise)}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {(page > 1 || ledger.data.hasMore) && (
                <Group justify="center" gap="xs" p="sm">
                  <Button
                    size="xs"
                    variant="default"
                    disabled={page === 1}
                    onClick={() => setPage((p) => p - 1)}
                  >
                    {t('khata.previous')}
                  </Button>
                  <Text size="sm">{t('khata.pageOf', { page })}</Text>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={!ledger.data.hasMore}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    {t('khata.next')}
                  </Button>
                </Group>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
      {dialog === 'pay' && (
        <RecordPaymentModal
          customerId={customerId}
          name={c.name}
          balancePaise={balance}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'adjust' && <AdjustmentModal customerId={customerId} onClose={() => setDialog(null)} />}
      {dialog === 'share' && (
        <ShareModal
          customerId={customerId}
          name={c.name}
          hasMobile={Boolean(c.mobileNumber)}
          onClose={() => setDialog(null)}
        />
      )}
    </Container>
  );
}
