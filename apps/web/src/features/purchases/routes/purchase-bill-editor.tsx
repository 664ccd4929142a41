// /purchases/bill: a vendor's bill entered directly, without a purchase order. The lines come
// with their batches and expiry dates; the GST input tax is split CGST + SGST for a vendor in the
// outlet's state and IGST for one from another state (the domain's purchaseBill, as the server
// works it out); saving receives the goods into stock at the landed cost, which updates each
// product's weighted average cost.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { paiseToRupees, rupeesToPaiseOrNull } from '@storekeep/domain/money';
import { purchaseBill, purchasePlace } from '@storekeep/domain/purchase';
import type { PurchasableProduct } from '@storekeep/domain/purchase-api';
import { quantityToMilli } from '@storekeep/domain/quantity';
import { IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client.ts';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCreatePurchaseBill } from '../api/create-purchase-bill.ts';
import { useVendors } from '../api/vendors.ts';
import { type BillLine, BillLineCard } from '../components/bill-line-card.tsx';
import { QuickAdd } from '../components/line-picker.tsx';
import { VendorFormModal } from '../components/vendor-form-modal.tsx';

let nextKey = 1;

const numberOr = (text: string, fallback: number) => {
  const value = Number(text.trim());
  return text.trim() && Number.isFinite(value) ? value : fallback;
};

function Amount({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {formatMoney(value, { symbol: true })}
      </Text>
    </Group>
  );
}

export function PurchaseBillEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appData = useAppData();
  const settings = appData.accountSettings;
  const vendors = useVendors('');
  const create = useCreatePurchaseBill();
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [outletId, setOutletId] = useState<number | null>(
    appData.selectedOutletId ?? appData.outlets[0]?.outletId ?? null,
  );
  const [billNumber, setBillNumber] = useState('');
  const [billDate, setBillDate] = useState('');
  const [charges, setCharges] = useState('');
  const [lines, setLines] = useState<BillLine[]>([]);
  const [addingVendor, setAddingVendor] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const vendor = vendors.data?.vendors.find((v) => String(v.vendorId) === vendorId);
  const outlet = appData.outlets.find((o) => o.outletId === outletId);
  const outletState = outlet?.stateId == null ? null : String(outlet.stateId).padStart(2, '0');
  const place = purchasePlace(vendor?.stateCode, outletState);
  const bill = purchaseBill(
    lines.map((l) => ({
      milli: quantityToMilli(Math.max(0, numberOr(l.quantity, 0))),
      costPaise: Math.max(0, rupeesToPaiseOrNull(l.cost.trim() || '0') ?? 0),
      taxRate: l.taxRate,
    })),
    place,
  );
  const chargesPaise = Math.max(0, rupeesToPaiseOrNull(charges.trim() || '0') ?? 0);

  const add = (p: PurchasableProduct) =>
    setLines((all) => [
      ...all,
      {
        key: nextKey++,
        productId: p.productId,
        name: p.name,
        taxRate: p.taxRate,
        quantity: '',
        cost: paiseToRupees(p.costPaise),
        batchNo: '',
        mfgDate: '',
        expiryDate: '',
        mrp: '',
        serials: '',
      },
    ]);
  const change = (index: number, patch: Partial<BillLine>) =>
    setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  const save = async () => {
    setError(null);
    setFields({});
    if (!vendorId) {
      setError(t('purchases.editor.chooseVendor'));
      return;
    }
    try {
      const po = await create.mutateAsync({
        vendorId: Number(vendorId),
        ...(outletId ? { outletId } : {}),
        ...(billNumber.trim() ? { billNumber: billNumber.trim() } : {}),
        ...(billDate ? { billDate } : {}),
        chargesPaise: rupeesToPaiseOrNull(charges.trim() || '0') ?? -1,
        lines: lines.map((l) => ({
          productId: l.productId,
          quantity: numberOr(l.quantity, 0),
          costPaise: rupeesToPaiseOrNull(l.cost.trim() || '0') ?? -1,
          taxRate: l.taxRate,
          ...(l.batchNo.trim() ? { batchNo: l.batchNo.trim() } : {}),
          ...(l.mfgDate ? { mfgDate: l.mfgDate } : {}),
          ...(l.expiryDate ? { expiryDate: l.expiryDate } : {}),
          ...(l.mrp.trim() ? { mrpPaise: rupeesToPaiseOrNull(l.mrp.trim()) ?? -1 } : {}),
          ...(settings.enableIMEINumber ? { serialNos: l.serials.split(/[\s,]+/).filter(Boolean) } : {}),
        })),
      });
      void navigate({ to: `/purchases/${po.purchaseOrderId}` });
    } catch (e) {
      if (e instanceof ApiError) setFields(e.fields);
      setError(errorMessage(e));
    }
  };

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="bill-editor">
        <PageHeader title={t('purchases.bill.title')} subtitle={t('purchases.bill.subtitle')} />
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
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
                error={fields.vendorId}
                data-testid="bill-vendor"
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
              onChange={(value) => setOutletId(Number(value))}
              data-testid="bill-outlet"
            />
            <TextInput
              label={t('purchases.receive.billNumber')}
              value={billNumber}
              maxLength={40}
              onChange={(e) => setBillNumber(e.currentTarget.value)}
              error={fields.billNumber}
              data-testid="bill-number"
            />
            <DateField
              label={t('purchases.receive.billDate')}
              value={billDate}
              onChange={(value) => setBillDate(value)}
              error={fields.billDate}
            />
          </SimpleGrid>
        </Card>
        <QuickAdd outletId={outletId} onAdd={add} />
        {lines.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="bill-no-lines">
            {t('purchases.bill.noLines')}
          </Text>
        ) : (
          lines.map((line, index) => (
            <BillLineCard
              key={line.key}
              line={line}
              index={index}
              settings={settings}
              error={(field) => fields[`lines.${index}.${field}`]}
              onChange={(patch) => change(index, patch)}
              onRemove={() => setLines((all) => all.filter((_, i) => i !== index))}
            />
          ))
        )}
        <Card withBorder data-testid="bill-totals">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <TextInput
              label={t('purchases.bill.charges')}
              description={t('purchases.bill.chargesHint')}
              inputMode="decimal"
              value={charges}
              onChange={(e) => setCharges(e.currentTarget.value)}
              error={fields.chargesPaise}
              data-testid="bill-charges"
            />
            <Stack gap={4}>
              <Text size="xs" c="dimmed" data-testid="bill-tax-kind">
                {!vendor
                  ? t('purchases.bill.taxByVendor')
                  : place && place.supplierStateCode !== place.placeOfSupplyStateCode
                    ? t('purchases.bill.interState')
                    : t('purchases.bill.sameState')}
              </Text>
              <Amount label={t('purchases.bill.taxable')} value={bill.taxablePaise} testId="bill-taxable" />
              {bill.igstPaise > 0 ? (
                <Amount label="IGST" value={bill.igstPaise} testId="bill-igst" />
              ) : (
                <>
                  <Amount label="CGST" value={bill.cgstPaise} testId="bill-cgst" />
                  <Amount label="SGST" value={bill.sgstPaise} testId="bill-sgst" />
                </>
              )}
              {chargesPaise > 0 && <Amount label={t('purchases.bill.chargesShort')} value={chargesPaise} />}
              <Amount
                label={t('purchases.bill.total')}
                value={bill.totalPaise + chargesPaise}
                testId="bill-total"
              />
            </Stack>
          </SimpleGrid>
        </Card>
        {error && (
          <Alert color="red" data-testid="bill-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate({ to: '/purchases' })}>
            {t('purchases.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={create.isPending}
            disabled={lines.length === 0}
            data-testid="bill-save"
          >
            {t('purchases.bill.save')}
          </Button>
        </Group>
      </Stack>
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
