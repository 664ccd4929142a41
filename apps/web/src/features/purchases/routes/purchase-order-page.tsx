// /purchases/$purchaseOrderId (fetchPurchaseOrder): the order's lines with what came in each
// batch, the bill with its GST input tax, the payment log and debit notes, and the next steps:
// send (PDF, WhatsApp), receive, pay, return, close, cancel.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { canDoPurchase } from '@storekeep/domain/purchase';
import { IconBrandWhatsapp, IconFileTypePdf } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney, formatStockQuantity } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePayPurchaseOrder, usePurchaseOrder, usePurchaseStep } from '../api/purchase-orders.ts';
import { PaymentModal } from '../components/payment-modal.tsx';
import { PoStatusBadge } from '../components/po-status-badge.tsx';
import { ReceiveModal } from '../components/receive-modal.tsx';
import { ReturnModal } from '../components/return-modal.tsx';

const money = (paise: number) => formatMoney(paise, { symbol: true });

function Amount({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {money(value)}
      </Text>
    </Group>
  );
}

export function PurchaseOrderPage({ purchaseOrderId }: { purchaseOrderId: number }) {
  const { t } = useTranslation();
  const appData = useAppData();
  const query = usePurchaseOrder(purchaseOrderId);
  const send = usePurchaseStep(purchaseOrderId, 'send');
  const close = usePurchaseStep(purchaseOrderId, 'close');
  const cancel = usePurchaseStep(purchaseOrderId, 'cancel');
  const pay = usePayPurchaseOrder(purchaseOrderId);
  const [open, setOpen] = useState<'receive' | 'pay' | 'return' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (step: typeof send) => async () => {
    setError(null);
    try {
      await step.mutateAsync(undefined);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  if (query.isError)
    return (
      <Container py="lg">
        <Alert color="red">{errorMessage(query.error)}</Alert>
      </Container>
    );
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const po = query.data;
  const can = (action: Parameters<typeof canDoPurchase>[0]) => canDoPurchase(action, po.status);
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="po-page">
        <PageHeader
          title={t('purchases.detail.title', { number: po.poNumber })}
          subtitle={`${po.vendorName} · ${po.outletName}`}
          actions={<PoStatusBadge status={po.status} />}
        />
        <Group gap="xs">
          {can('send') && (
            <Button
              onClick={run(send)}
              loading={send.isPending}
              variant={po.status === 'DRAFT' ? 'filled' : 'default'}
              data-testid="po-send"
            >
              {po.status === 'DRAFT' ? t('purchases.detail.send') : t('purchases.detail.sendAgain')}
            </Button>
          )}
          <Button
            component="a"
            href={po.whatsappLink}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconBrandWhatsapp size={18} />}
          >
            WhatsApp
          </Button>
          <Button
            component="a"
            href={`/api/v1/purchase-orders/${po.purchaseOrderId}/pdf`}
            target="_blank"
            variant="default"
            leftSection={<IconFileTypePdf size={18} />}
          >
            PDF
          </Button>
          {can('receive') && (
            <Button onClick={() => setOpen('receive')} data-testid="po-receive">
              {t('purchases.detail.receive')}
            </Button>
          )}
          {can('pay') && po.duePaise > 0 && (
            <Button variant="default" onClick={() => setOpen('pay')} data-testid="po-pay">
              {t('purchases.detail.pay')}
            </Button>
          )}
          {can('return') && (
            <Button variant="default" color="red" onClick={() => setOpen('return')} data-testid="po-return">
              {t('purchases.detail.return')}
            </Button>
          )}
          {can('close') && (
            <Button variant="default" onClick={run(close)} loading={close.isPending} data-testid="po-close">
              {t('purchases.detail.close')}
            </Button>
          )}
          {can('cancel') && po.lines.every((l) => l.receivedQty === 0) && (
            <Button variant="subtle" color="red" onClick={run(cancel)} loading={cancel.isPending}>
              {t('purchases.detail.cancel')}
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" data-testid="po-page-error">
            {error}
          </Alert>
        )}
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" data-testid="po-detail-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('purchases.columns.product')}</Table.Th>
                  <Table.Th ta="right">{t('purchases.columns.ordered')}</Table.Th>
                  <Table.Th ta="right">{t('purchases.columns.received')}</Table.Th>
                  <Table.Th ta="right">{t('purchases.columns.cost')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {po.lines.map((line) => (
                  <Table.Tr key={line.lineNo} data-testid={`po-detail-line-${line.lineNo}`}>
                    <Table.Td>
                      <Text size="sm">{line.name}</Text>
                      {line.receipts.map((r) => (
                        <Text
                          size="xs"
                          c="dimmed"
                          key={`${r.receivedAt}:${r.batchId ?? ''}:${r.quantity}`}
                          data-testid="po-receipt"
                        >
                          {[
                            r.batchNo && t('purchases.detail.batch', { batch: r.batchNo }),
                            r.expiryDate && t('purchases.detail.expiry', { date: r.expiryDate }),
                            formatStockQuantity(r.quantity, line.unit),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      ))}
                      {line.returnedQty > 0 && (
                        <Badge size="xs" color="red" variant="light">
                          {t('purchases.detail.returned', { quantity: line.returnedQty })}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatStockQuantity(line.orderedQty, line.unit)}</Table.Td>
                    <Table.Td ta="right" data-testid={`po-received-${line.lineNo}`}>
                      {formatStockQuantity(line.receivedQty, line.unit)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {money(line.costPaise)}
                      <Text size="xs" c="dimmed">
                        GST {line.taxRate}%
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder data-testid="po-bill">
            <Text fw={500} mb="xs">
              {t('purchases.detail.bill')}
              {po.billNumber ? ` · ${po.billNumber}` : ''}
            </Text>
            <Stack gap={4}>
              <Amount label={t('purchases.detail.taxable')} value={po.taxablePaise} />
              {po.igstPaise > 0 ? (
                <Amount label="IGST" value={po.igstPaise} />
              ) : (
                <>
                  <Amount label="CGST" value={po.cgstPaise} />
                  <Amount label="SGST" value={po.sgstPaise} />
                </>
              )}
              <Amount
                label={t('purchases.detail.billTotal')}
                value={po.billTotalPaise}
                testId="po-bill-total"
              />
              <Amount label={t('purchases.detail.paidTotal')} value={po.paidPaise} />
              {po.returnedPaise > 0 && (
                <Amount label={t('purchases.detail.debitNotes')} value={po.returnedPaise} />
              )}
              <Amount label={t('purchases.detail.due')} value={po.duePaise} testId="po-due" />
              {po.dueDate && (
                <Text size="xs" c="dimmed">
                  {t('purchases.detail.dueDate', { date: po.dueDate })}
                </Text>
              )}
            </Stack>
          </Card>
          <Card withBorder data-testid="po-payments">
            <Text fw={500} mb="xs">
              {t('purchases.detail.paymentLog')}
            </Text>
            {po.payments.length === 0 && po.returns.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('purchases.detail.noPayments')}
              </Text>
            ) : (
              <Stack gap={4}>
                {po.payments.map((p) => (
                  <Group key={p.paymentId} justify="space-between" gap="xs">
                    <Text size="sm">
                      {p.paidOn} · {t(`purchases.payment.modes.${p.mode}`)}
                      {p.reference ? ` · ${p.reference}` : ''}
                    </Text>
                    <Text size="sm">{money(p.amountPaise)}</Text>
                  </Group>
                ))}
                {po.returns.map((r) => (
                  <Group key={r.purchaseReturnId} justify="space-between" gap="xs">
                    <Text size="sm">{r.debitNoteNumber}</Text>
                    <Text size="sm">{money(r.totalPaise)}</Text>
                  </Group>
                ))}
              </Stack>
            )}
            <Anchor
              component={Link}
              to={`/purchases/vendors/${po.vendorId}`}
              size="sm"
              mt="sm"
              display="block"
            >
              {t('purchases.detail.vendorLedger')}
            </Anchor>
          </Card>
        </SimpleGrid>
      </Stack>
      {open === 'receive' && (
        <ReceiveModal order={po} settings={appData.accountSettings} onClose={() => setOpen(null)} />
      )}
      {open === 'return' && (
        <ReturnModal order={po} settings={appData.accountSettings} onClose={() => setOpen(null)} />
      )}
      {open === 'pay' && (
        <PaymentModal
          title={t('purchases.detail.pay')}
          duePaise={po.duePaise}
          onPay={(body) => pay.mutateAsync(body)}
          onClose={() => setOpen(null)}
        />
      )}
    </Container>
  );
}

export function PurchaseOrderRoutePage() {
  const { purchaseOrderId } = useParams({ strict: false }) as { purchaseOrderId: string };
  return <PurchaseOrderPage purchaseOrderId={Number(purchaseOrderId)} />;
}
