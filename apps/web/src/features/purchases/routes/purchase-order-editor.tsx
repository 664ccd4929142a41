// /purchases/new: raise a purchase order for an outlet: the vendor, quick add by barcode or name,
// the low-stock list, or every product at its reorder level at once (automatic PO). Changing the
// outlet resets the lines, after the spec's 'Change Outlet' confirmation.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Container,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { paiseToRupees, rupeesToPaiseOrNull } from '@storekeep/domain/money';
import type { PurchasableProduct } from '@storekeep/domain/purchase-api';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useAutoPurchaseOrder, useCreatePurchaseOrder } from '../api/purchase-orders.ts';
import { useVendors } from '../api/vendors.ts';
import { lineKey } from '../components/line-key.ts';
import { LowStockList, QuickAdd } from '../components/line-picker.tsx';
import { VendorFormModal } from '../components/vendor-form-modal.tsx';

interface Line {
  productId: number;
  variantId: number | null;
  name: string;
  quantity: string;
  cost: string;
  taxRate: number;
}

export function PurchaseOrderEditor({ from }: { from: 'scratch' | 'low-stock' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appData = useAppData();
  const vendors = useVendors('');
  const create = useCreatePurchaseOrder();
  const auto = useAutoPurchaseOrder();
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [outletId, setOutletId] = useState<number | null>(
    appData.selectedOutletId ?? appData.outlets[0]?.outletId ?? null,
  );
  const [pendingOutlet, setPendingOutlet] = useState<number | null>(null);
  const [expectedDate, setExpectedDate] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [addingVendor, setAddingVendor] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = (products: PurchasableProduct[]) =>
    setLines((all) => [
      ...all,
      ...products
        .filter((p) => !all.some((l) => lineKey(l) === lineKey(p)))
        .map((p) => ({
          productId: p.productId,
          variantId: p.variantId,
          name: p.name,
          quantity: String(p.suggestedQuantity),
          cost: paiseToRupees(p.costPaise),
          taxRate: p.taxRate,
        })),
    ]);
  const change = (index: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const switchOutlet = (next: number) => {
    setLines([]);
    setOutletId(next);
    setPendingOutlet(null);
  };
  const totalPaise = lines.reduce(
    (sum, l) => sum + Math.round(Number(l.quantity || 0) * (rupeesToPaiseOrNull(l.cost || '0') ?? 0)),
    0,
  );

  const save = async () => {
    setError(null);
    if (!vendorId) {
      setError(t('purchases.editor.chooseVendor'));
      return;
    }
    try {
      const po = await create.mutateAsync({
        vendorId: Number(vendorId),
        ...(outletId ? { outletId } : {}),
        source: from === 'low-stock' ? 'LOW_STOCK' : 'MANUAL',
        ...(expectedDate ? { expectedDate } : {}),
        lines: lines.map((l) => ({
          productId: l.productId,
          ...(l.variantId ? { variantId: l.variantId } : {}),
          quantity: Number(l.quantity),
          costPaise: rupeesToPaiseOrNull(l.cost.trim() || '0') ?? -1,
          taxRate: l.taxRate,
        })),
      });
      void navigate({ to: `/purchases/${po.purchaseOrderId}` });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const autoOrder = async () => {
    setError(null);
    if (!vendorId) {
      setError(t('purchases.editor.chooseVendor'));
      return;
    }
    try {
      const po = await auto.mutateAsync({ vendorId: Number(vendorId), ...(outletId ? { outletId } : {}) });
      void navigate({ to: `/purchases/${po.purchaseOrderId}` });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="po-editor">
        <PageHeader
          title={from === 'low-stock' ? t('purchases.fromLowStock') : t('purchases.new')}
          subtitle={t('purchases.editor.subtitle')}
        />
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Select
                label={t('purchases.editor.vendor')}
                data={(vendors.data?.vendors ?? []).map((v) => ({
                  value: String(v.vendorId),
                  label: v.name,
                }))}
                value={vendorId}
                onChange={setVendorId}
                searchable
                flex={1}
                data-testid="po-vendor"
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('purchases.vendor.add')}
                onClick={() => setAddingVendor(true)}
              >
                <IconUserPlus size={18} />
              </ActionIcon>
            </Group>
            <Select
              label={t('purchases.editor.outlet')}
              data={appData.outlets.map((o) => ({ value: String(o.outletId), label: o.name }))}
              value={outletId ? String(outletId) : null}
              allowDeselect={false}
              onChange={(value) => {
                const next = Number(value);
                if (lines.length > 0 && next !== outletId) setPendingOutlet(next);
                else switchOutlet(next);
              }}
              data-testid="po-outlet"
            />
            <DateField
              label={t('purchases.editor.expectedDate')}
              value={expectedDate}
              onChange={(value) => setExpectedDate(value)}
            />
          </SimpleGrid>
        </Card>
        <QuickAdd outletId={outletId} onAdd={(p) => add([p])} />
        {from === 'low-stock' && (
          <LowStockList outletId={outletId} chosen={new Set(lines.map(lineKey))} onAdd={add} />
        )}
        <Card withBorder padding={0}>
          {lines.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" data-testid="po-no-lines">
              {t('purchases.editor.noLines')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table data-testid="po-lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('purchases.columns.product')}</Table.Th>
                    <Table.Th w={110}>{t('purchases.columns.quantity')}</Table.Th>
                    <Table.Th w={120}>{t('purchases.columns.cost')}</Table.Th>
                    <Table.Th w={70}>{t('purchases.columns.tax')}</Table.Th>
                    <Table.Th w={40} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((line, index) => (
                    <Table.Tr key={lineKey(line)} data-testid={`po-line-${lineKey(line)}`}>
                      <Table.Td>
                        <Text size="sm">{line.name}</Text>
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          size="xs"
                          aria-label={t('purchases.columns.quantity')}
                          inputMode="decimal"
                          value={line.quantity}
                          onChange={(e) => change(index, { quantity: e.currentTarget.value })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          size="xs"
                          aria-label={t('purchases.columns.cost')}
                          inputMode="decimal"
                          value={line.cost}
                          onChange={(e) => change(index, { cost: e.currentTarget.value })}
                        />
                      </Table.Td>
                      <Table.Td>{line.taxRate}%</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('purchases.editor.remove', { name: line.name })}
                          onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
        {error && (
          <Alert color="red" data-testid="po-error">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="sm">
            {t('purchases.editor.total', { amount: formatMoney(totalPaise, { symbol: true }) })}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={autoOrder} loading={auto.isPending} data-testid="po-auto">
              {t('purchases.editor.auto')}
            </Button>
            <Button
              onClick={save}
              loading={create.isPending}
              disabled={lines.length === 0}
              data-testid="po-save"
            >
              {t('purchases.editor.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      <Modal
        opened={pendingOutlet !== null}
        onClose={() => setPendingOutlet(null)}
        title={t('purchases.editor.changeOutlet.title')}
        centered
      >
        <Text size="sm">{t('purchases.editor.changeOutlet.body')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setPendingOutlet(null)}>
            {t('purchases.editor.changeOutlet.keep')}
          </Button>
          <Button
            onClick={() => pendingOutlet !== null && switchOutlet(pendingOutlet)}
            data-testid="change-outlet-confirm"
          >
            {t('purchases.editor.changeOutlet.confirm')}
          </Button>
        </Group>
      </Modal>
      {addingVendor && (
        <VendorFormModal
          vendor={null}
          onClose={() => setAddingVendor(false)}
          onSaved={(v) => setVendorId(String(v.vendorId))}
        />
      )}
    </Container>
  );
}

export function PurchaseOrderEditorRoutePage() {
  const { from } = useSearch({ strict: false }) as { from?: string };
  return <PurchaseOrderEditor from={from === 'low-stock' ? 'low-stock' : 'scratch'} />;
}
