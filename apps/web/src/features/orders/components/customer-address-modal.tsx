// The order's customer and delivery address (the spec's 'customer address' popup). Picking a
// customer uses the customers feature's picker, mounted by the app through a slot.
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { INDIA_STATES } from '@storekeep/domain/india-states';
import { addressInputSchema } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { schemaResolver } from '../../../ui/schema-resolver.ts';
import { useOrderAction } from '../api/use-order-action.ts';
import { ActionError } from './action-error.tsx';

const formSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  stateCode: z.string(),
  pincode: z.string(),
});
type AddressValues = z.infer<typeof formSchema>;

/** The request's address: empty optional inputs are left out (null), as the API expects. */
export function addressOf(values: AddressValues) {
  return {
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2.trim() || null,
    city: values.city.trim() || null,
    stateCode: values.stateCode || null,
    pincode: values.pincode,
  };
}

/** Checked with the server's address schema, errors under the form's field names. */
const resolverSchema = formSchema.superRefine((values, ctx) => {
  const parsed = addressInputSchema.safeParse(addressOf(values));
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
});

export interface PickedCustomer {
  customerId: number;
  name: string;
  mobileNumber: string | null;
}

export type CustomerPickerSlot = (props: {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
}) => ReactNode;

export function CustomerAddressModal({
  order,
  opened,
  onClose,
  customerPicker,
}: {
  order: OrderDetail;
  opened: boolean;
  onClose: () => void;
  customerPicker?: CustomerPickerSlot;
}) {
  const { t } = useTranslation();
  const [customer, setCustomer] = useState<PickedCustomer | null>(order.customer);
  const action = useOrderAction<unknown>(
    order.orderId,
    { method: 'PUT', path: '/customer' },
    t('orderDialogs.address.saved'),
  );
  const address = order.customerAddress;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver: schemaResolver(resolverSchema),
    defaultValues: {
      addressLine1: address?.addressLine1 ?? '',
      addressLine2: address?.addressLine2 ?? '',
      city: address?.city ?? '',
      stateCode: address?.stateCode ?? '',
      pincode: address?.pincode ?? '',
    },
  });
  const submit = handleSubmit((values) =>
    action.run(
      {
        customerId: customer?.customerId ?? null,
        address: addressOf(values),
      },
      onClose,
    ),
  );
  return (
    <Modal
      opened={opened}
      onClose={action.pending ? () => undefined : onClose}
      title={t('orderDialogs.address.title')}
      size="lg"
      data-testid="address-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {customerPicker?.({ value: customer, onChange: setCustomer })}
          <TextInput
            label={t('orderDialogs.address.address')}
            required
            {...register('addressLine1')}
            error={errors.addressLine1?.message}
            data-testid="address-line1"
          />
          <TextInput label={t('orderDialogs.address.area')} {...register('addressLine2')} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <TextInput label={t('orderDialogs.address.city')} {...register('city')} />
            <NativeSelect
              label={t('orderDialogs.address.state')}
              data={[
                { value: '', label: '—' },
                ...INDIA_STATES.filter((s) => !s.legacy).map((s) => ({ value: s.code, label: s.name })),
              ]}
              {...register('stateCode')}
              error={errors.stateCode?.message}
            />
            <TextInput
              label={t('orderDialogs.address.pincode')}
              required
              inputMode="numeric"
              maxLength={6}
              {...register('pincode')}
              error={errors.pincode?.message}
              data-testid="address-pincode"
            />
          </SimpleGrid>
          <ActionError error={action.error} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={action.pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={action.pending} data-testid="address-save">
              {t('orders.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
