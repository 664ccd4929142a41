// Add or edit an outlet: name, address with the pincode look-up (fills the city and the state), the
// state for GST, the outlet's own GSTIN, phone and opening hours. Checked with the server's schema.
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { INDIA_STATES } from '@storekeep/domain/india-states';
import { type OutletDetail, outletBodySchema } from '@storekeep/domain/outlet-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { lookupPincode, useCreateOutlet, useUpdateOutlet } from '../api/outlets.ts';

const STATE_OPTIONS = INDIA_STATES.filter((s) => !s.legacy).map((s) => ({
  value: String(Number(s.code)),
  label: s.name,
}));

interface Values {
  name: string;
  address: string;
  city: string;
  pincode: string;
  stateId: string | null;
  gstin: string;
  phone: string;
  opensAt: string;
  closesAt: string;
}

export function OutletFormModal({ outlet, onClose }: { outlet: OutletDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateOutlet();
  const update = useUpdateOutlet();
  const [values, setValues] = useState<Values>({
    name: outlet?.name ?? '',
    address: outlet?.address ?? '',
    city: outlet?.city ?? '',
    pincode: outlet?.pincode ?? '',
    stateId: outlet?.stateId ? String(outlet.stateId) : null,
    gstin: outlet?.gstin ?? '',
    phone: outlet?.phone ?? '',
    opensAt: outlet?.opensAt ?? '',
    closesAt: outlet?.closesAt ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Values, value: string | null) => setValues((v) => ({ ...v, [key]: value }));

  const fillFromPincode = async (pincode: string) => {
    if (!/^[1-9]\d{5}$/.test(pincode)) return;
    const place = await lookupPincode(pincode);
    if (!place) return;
    setValues((v) => ({ ...v, city: v.city || place.city, stateId: String(Number(place.stateCode)) }));
  };

  const submit = async () => {
    setFailure(null);
    const body = {
      name: values.name,
      address: values.address || null,
      city: values.city || null,
      pincode: values.pincode || null,
      stateId: values.stateId ? Number(values.stateId) : 0,
      gstin: values.gstin || null,
      phone: values.phone || null,
      opensAt: values.opensAt || null,
      closesAt: values.closesAt || null,
    };
    const parsed = outletBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      if (outlet) await update.mutateAsync({ outletId: outlet.outletId, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields);
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={outlet ? t('outlets.edit') : t('outlets.add')} size="lg">
      <Stack gap="sm" data-testid="outlet-form">
        {failure && (
          <Alert color="red" variant="light" data-testid="outlet-form-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('outlets.name')}
          required
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
          data-testid="outlet-name"
        />
        <TextInput
          label={t('outlets.address')}
          value={values.address}
          onChange={(e) => set('address', e.currentTarget.value)}
          error={errors.address}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('outlets.pincode')}
            inputMode="numeric"
            maxLength={6}
            value={values.pincode}
            onChange={(e) => {
              const pincode = e.currentTarget.value;
              set('pincode', pincode);
              void fillFromPincode(pincode);
            }}
            error={errors.pincode}
            data-testid="outlet-pincode"
          />
          <TextInput
            label={t('outlets.city')}
            value={values.city}
            onChange={(e) => set('city', e.currentTarget.value)}
            error={errors.city}
          />
          <Select
            label={t('outlets.state')}
            description={t('outlets.stateHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            searchable
            data={STATE_OPTIONS}
            value={values.stateId}
            onChange={(v) => set('stateId', v)}
            error={errors.stateId}
            data-testid="outlet-state"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('outlets.gstin')}
            value={values.gstin}
            maxLength={15}
            onChange={(e) => set('gstin', e.currentTarget.value.toUpperCase())}
            error={errors.gstin}
            data-testid="outlet-gstin"
          />
          <TextInput
            label={t('outlets.phone')}
            inputMode="tel"
            value={values.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
            error={errors.phone}
          />
          <TextInput
            type="time"
            label={t('outlets.opensAt')}
            value={values.opensAt}
            onChange={(e) => set('opensAt', e.currentTarget.value)}
            error={errors.opensAt}
          />
          <TextInput
            type="time"
            label={t('outlets.closesAt')}
            value={values.closesAt}
            onChange={(e) => set('closesAt', e.currentTarget.value)}
            error={errors.closesAt}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={create.isPending || update.isPending}
            data-testid="outlet-save"
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
