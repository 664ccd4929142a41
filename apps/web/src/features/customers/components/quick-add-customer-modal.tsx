// Quick add of a customer (the spec's 'add customer' popup): name, mobile by the domain's Indian
// pattern, an address with pincode, and the GSTIN of a business (B2B) customer. Same zod schema as
// the server; the server's field errors land next to their fields.

import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CreateCustomerBody,
  type Customer,
  createCustomerBodySchema,
} from '@storekeep/domain/customer-api';
import { INDIA_STATES } from '@storekeep/domain/india-states';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../app/api-client.ts';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useRunOnce } from '../../../app/idempotency.ts';
import { FormSwitch } from '../../../ui/form-switch.tsx';
import { schemaResolver } from '../../../ui/schema-resolver.ts';
import { useCreateCustomer } from '../api/customers.ts';
import { MessageLanguageSelect } from './message-language.tsx';

/** Form values are the inputs' text; empty optional fields are left out of the request. */
const formSchema = z.object({
  name: z.string(),
  mobileNumber: z.string(),
  isB2b: z.boolean(),
  gstin: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  stateCode: z.string(),
  pincode: z.string(),
  language: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

export function requestOf(values: FormValues) {
  const hasAddress = values.addressLine1.trim() !== '' || values.pincode.trim() !== '';
  return {
    name: values.name,
    mobileNumber: values.mobileNumber.trim() || null,
    isB2b: values.isB2b,
    gstin: values.isB2b && values.gstin.trim() ? values.gstin : null,
    ...(values.language ? { language: values.language as CreateCustomerBody['language'] } : {}),
    address: hasAddress
      ? {
          addressLine1: values.addressLine1,
          city: values.city.trim() || null,
          stateCode: values.stateCode || null,
          pincode: values.pincode,
          isDefault: true,
        }
      : null,
  };
}

/** Checks the form with the server's schema, reporting errors under the form's field names. */
const resolverSchema = formSchema.superRefine((values, ctx) => {
  const parsed = createCustomerBodySchema.safeParse(requestOf(values));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const path = issue.path[0] === 'address' ? [String(issue.path[1])] : issue.path.map(String);
    ctx.addIssue({ code: 'custom', message: issue.message, path });
  }
});

export function QuickAddCustomerModal({
  opened,
  initialText = '',
  onClose,
  onCreated,
}: {
  opened: boolean;
  /** What was typed in the picker: digits become the mobile, anything else the name. */
  initialText?: string;
  onClose: () => void;
  onCreated: (customer: Customer) => void;
}) {
  const { t } = useTranslation();
  const appData = useAppData();
  const create = useCreateCustomer();
  const [showAddress, setShowAddress] = useState(false);
  const digits = /^[+\d\s-]+$/.test(initialText.trim());
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: schemaResolver(resolverSchema),
    defaultValues: {
      name: digits ? '' : initialText.trim(),
      mobileNumber: digits ? initialText.trim() : '',
      isB2b: appData.supplier?.supplierType === 'B2B',
      gstin: '',
      addressLine1: '',
      city: '',
      stateCode: '',
      pincode: '',
      language: '',
    },
  });
  const isB2b = useWatch({ control, name: 'isB2b' });
  // One request per click, even a double one (the key itself is not needed: the mobile is unique).
  const save = useRunOnce((_key: string, values: FormValues) =>
    create.mutateAsync(requestOf(values), {
      onSuccess: (customer) => {
        notifications.show({
          color: 'teal',
          message: t('customers.quickAdd.added', { name: customer.name }),
        });
        onCreated(customer);
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [field, message] of Object.entries(error.fields)) {
          const name = field.replace(/^address\./, '') as keyof FormValues;
          if (name in values) setError(name, { message });
        }
      },
    }),
  );
  const submit = handleSubmit((values) => save(values));
  const fieldErrors = isApiError(create.error) && Object.keys(create.error.fields).length > 0;

  return (
    <Modal
      opened={opened}
      onClose={create.isPending ? () => undefined : onClose}
      title={t('customers.add')}
      centered
      data-testid="quick-add-modal"
    >
      <form
        onSubmit={(e) => {
          e.stopPropagation();
          void submit(e);
        }}
        noValidate
      >
        <Stack gap="sm">
          <TextInput
            label={t('customers.columns.name')}
            required
            data-autofocus
            {...register('name')}
            error={errors.name?.message}
            data-testid="customer-name"
          />
          <TextInput
            label={t('customers.quickAdd.mobile')}
            inputMode="tel"
            maxLength={14}
            {...register('mobileNumber')}
            error={errors.mobileNumber?.message}
            data-testid="customer-mobile"
          />
          <MessageLanguageSelect {...register('language')} data-testid="customer-language" />
          <FormSwitch
            control={control}
            name="isB2b"
            label={t('customers.quickAdd.b2b')}
            data-testid="customer-b2b"
          />
          {isB2b && (
            <TextInput
              label="GSTIN"
              maxLength={15}
              style={{ textTransform: 'uppercase' }}
              {...register('gstin')}
              error={errors.gstin?.message}
              data-testid="customer-gstin"
            />
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={() => setShowAddress((v) => !v)}
            data-testid="customer-address-toggle"
          >
            {showAddress ? t('customers.quickAdd.hideAddress') : t('customers.quickAdd.addAddress')}
          </Button>
          {(showAddress || Boolean(errors.addressLine1 || errors.pincode)) && (
            <Stack gap="xs">
              <TextInput
                label={t('customers.quickAdd.address')}
                {...register('addressLine1')}
                error={errors.addressLine1?.message}
                data-testid="customer-address"
              />
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                <TextInput label={t('customers.quickAdd.city')} {...register('city')} />
                <NativeSelect
                  label={t('customers.quickAdd.state')}
                  data={[
                    { value: '', label: '—' },
                    ...INDIA_STATES.filter((s) => !s.legacy).map((s) => ({ value: s.code, label: s.name })),
                  ]}
                  {...register('stateCode')}
                />
                <TextInput
                  label={t('customers.quickAdd.pincode')}
                  inputMode="numeric"
                  maxLength={6}
                  {...register('pincode')}
                  error={errors.pincode?.message}
                  data-testid="customer-pincode"
                />
              </SimpleGrid>
            </Stack>
          )}
          {create.isError && !fieldErrors && (
            <Alert color="red" variant="light" data-testid="customer-add-error">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="customer-save">
              {t('customers.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
