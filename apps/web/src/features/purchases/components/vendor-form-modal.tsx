// Adding or changing a vendor: name, GSTIN (its state filled in from it), state, contact, payment
// terms and opening balance; the server's field errors show beside the fields.
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { INDIA_STATES, stateOfGstin } from '@storekeep/domain/india-states';
import { paiseToRupees, rupeesToPaiseOrNull } from '@storekeep/domain/money';
import type { Vendor, VendorBody } from '@storekeep/domain/vendor-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useSaveVendor } from '../api/vendors.ts';

const STATE_OPTIONS = INDIA_STATES.filter((s) => !s.legacy).map((s) => ({ value: s.code, label: s.name }));

export function VendorFormModal({
  vendor,
  onClose,
  onSaved,
}: {
  vendor: Vendor | null;
  onClose: () => void;
  onSaved?: (vendor: Vendor) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveVendor(vendor?.vendorId ?? null);
  const [name, setName] = useState(vendor?.name ?? '');
  const [gstin, setGstin] = useState(vendor?.gstin ?? '');
  const [stateCode, setStateCode] = useState<string | null>(vendor?.stateCode ?? null);
  const [contactName, setContactName] = useState(vendor?.contactName ?? '');
  const [mobileNumber, setMobileNumber] = useState(vendor?.mobileNumber ?? '');
  const [terms, setTerms] = useState<string | number>(vendor?.paymentTermsDays ?? '');
  const [opening, setOpening] = useState(vendor ? paiseToRupees(vendor.openingBalancePaise) : '');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const body: VendorBody = {
      name,
      gstin,
      stateCode: stateCode ?? '',
      contactName,
      mobileNumber,
      paymentTermsDays: terms === '' ? null : Number(terms),
      openingBalancePaise: rupeesToPaiseOrNull(opening.trim() || '0') ?? 0,
    };
    setFields({});
    setError(null);
    try {
      const saved = await save.mutateAsync(body);
      onSaved?.(saved);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields);
      setError(errorMessage(e));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={vendor ? t('purchases.vendor.edit') : t('purchases.vendor.add')}
      centered
      size="lg"
    >
      <Stack gap="sm" data-testid="vendor-form">
        <TextInput
          label={t('purchases.vendor.name')}
          required
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fields.name}
          data-testid="vendor-name"
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="GSTIN"
            value={gstin}
            maxLength={15}
            onChange={(e) => {
              const text = e.currentTarget.value.toUpperCase();
              setGstin(text);
              const state = text.length >= 2 ? stateOfGstin(text) : undefined;
              if (state) setStateCode(state.code);
            }}
            error={fields.gstin}
            data-testid="vendor-gstin"
          />
          <Select
            label={t('purchases.vendor.state')}
            data={STATE_OPTIONS}
            value={stateCode}
            onChange={setStateCode}
            searchable
            clearable
            error={fields.stateCode}
            data-testid="vendor-state"
          />
          <TextInput
            label={t('purchases.vendor.contact')}
            value={contactName}
            maxLength={100}
            onChange={(e) => setContactName(e.currentTarget.value)}
          />
          <TextInput
            label={t('purchases.vendor.mobile')}
            value={mobileNumber}
            inputMode="tel"
            onChange={(e) => setMobileNumber(e.currentTarget.value)}
            error={fields.mobileNumber}
            data-testid="vendor-mobile"
          />
          <NumberInput
            label={t('purchases.vendor.terms')}
            value={terms}
            onChange={setTerms}
            min={0}
            max={365}
            allowDecimal={false}
            error={fields.paymentTermsDays}
          />
          <TextInput
            label={t('purchases.vendor.opening')}
            description={t('purchases.vendor.openingHint')}
            inputMode="decimal"
            value={opening}
            onChange={(e) => setOpening(e.currentTarget.value)}
            error={fields.openingBalancePaise}
            data-testid="vendor-opening"
          />
        </SimpleGrid>
        {error && (
          <Alert color="red" data-testid="vendor-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('purchases.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="vendor-save">
            {t('purchases.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
