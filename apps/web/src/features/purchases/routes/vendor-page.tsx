// /purchases/vendors/$vendorId: the vendor's details and ledger (opening balance, bills, payments,
// debit notes, running balance); change the vendor or pay on account.
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
} from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePayVendor, useVendorLedger } from '../api/vendors.ts';
import { PaymentModal } from '../components/payment-modal.tsx';
import { VendorFormModal } from '../components/vendor-form-modal.tsx';

const money = (paise: number) => formatMoney(paise, { symbol: true });

export function VendorPage({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const ledger = useVendorLedger(vendorId);
  const pay = usePayVendor(vendorId);
  const [open, setOpen] = useState<'edit' | 'pay' | null>(null);
  if (ledger.isError)
    return (
      <Container py="lg">
        <Alert color="red">{errorMessage(ledger.error)}</Alert>
      </Container>
    );
  if (ledger.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const { vendor, entries } = ledger.data;
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="vendor-page">
        <PageHeader
          title={vendor.name}
          subtitle={[vendor.gstin && `GSTIN ${vendor.gstin}`, vendor.stateName, vendor.mobileNumber]
            .filter(Boolean)
            .join(' · ')}
          actions={
            <Group gap="xs">
              <Button variant="default" onClick={() => setOpen('edit')} data-testid="vendor-edit">
                {t('purchases.vendor.edit')}
              </Button>
              <Button onClick={() => setOpen('pay')} data-testid="vendor-pay">
                {t('purchases.vendor.pay')}
              </Button>
            </Group>
          }
        />
        <Card withBorder>
          <Group justify="space-between">
            <Text>{t('purchases.vendor.balance')}</Text>
            <Text fw={600} c={vendor.balancePaise > 0 ? 'red.8' : undefined} data-testid="vendor-balance">
              {money(vendor.balancePaise)}
            </Text>
          </Group>
          {vendor.paymentTermsDays !== null && (
            <Text size="sm" c="dimmed">
              {t('purchases.vendor.termsText', { days: vendor.paymentTermsDays })}
            </Text>
          )}
        </Card>
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" data-testid="vendor-ledger">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('purchases.ledger.date')}</Table.Th>
                  <Table.Th>{t('purchases.ledger.entry')}</Table.Th>
                  <Table.Th ta="right">{t('purchases.ledger.amount')}</Table.Th>
                  <Table.Th ta="right">{t('purchases.ledger.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={`${entry.kind}:${entry.date}:${entry.balancePaise}`}>
                    <Table.Td>{entry.date.slice(0, 10)}</Table.Td>
                    <Table.Td>
                      {entry.purchaseOrderId ? (
                        <Anchor component={Link} to={`/purchases/${entry.purchaseOrderId}`} size="sm">
                          {t(`purchases.ledger.kinds.${entry.kind}`)}
                        </Anchor>
                      ) : (
                        <Text size="sm">{t(`purchases.ledger.kinds.${entry.kind}`)}</Text>
                      )}
                      {(entry.reference || entry.mode) && (
                        <Text size="xs" c="dimmed">
                          {[entry.mode && t(`purchases.payment.modes.${entry.mode}`), entry.reference]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{money(entry.amountPaise)}</Table.Td>
                    <Table.Td ta="right">{money(entry.balancePaise)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </Stack>
      {open === 'edit' && <VendorFormModal vendor={vendor} onClose={() => setOpen(null)} />}
      {open === 'pay' && (
        <PaymentModal
          title={t('purchases.vendor.pay')}
          duePaise={Math.max(0, vendor.balancePaise)}
          onPay={(body) => pay.mutateAsync(body)}
          onClose={() => setOpen(null)}
        />
      )}
    </Container>
  );
}

export function VendorRoutePage() {
  const { vendorId } = useParams({ strict: false }) as { vendorId: string };
  return <VendorPage vendorId={Number(vendorId)} />;
}
