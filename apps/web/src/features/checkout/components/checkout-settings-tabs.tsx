// The Delivery and Online payments tabs of Settings: each loads its own data, with loading and
// error states, and saves through the storefront checkout's settings API.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { AccountSettings, AccountSettingsPatch } from '@storekeep/domain/account-settings';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useDeliverySettings, useSaveDeliverySettings } from '../api/delivery-settings.ts';
import { usePaymentProviders } from '../api/payment-providers.ts';
import { DeliverySettingsForm, formValuesOf } from './delivery-settings-form.tsx';
import { PaymentProvidersPanel } from './payment-providers-panel.tsx';

function Loaded<T>({
  query,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Stack data-testid={`${testId}-loading`}>
        <Skeleton h={160} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('error.title')}
        data-testid={`${testId}-error`}
      >
        {errorMessage(query.error)}
        <Button size="xs" variant="light" color="red" ml="md" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return <>{children(query.data)}</>;
}

export function DeliveryTab() {
  const delivery = useDeliverySettings();
  const save = useSaveDeliverySettings();
  return (
    <Loaded query={delivery} testId="delivery-settings">
      {(data) => <DeliverySettingsForm values={formValuesOf(data)} save={(body) => save.mutateAsync(body)} />}
    </Loaded>
  );
}

export function PaymentsTab({
  account,
  saveAccount,
}: {
  account: AccountSettings;
  saveAccount: (patch: AccountSettingsPatch) => Promise<unknown>;
}) {
  const providers = usePaymentProviders();
  return (
    <Loaded query={providers} testId="payment-providers">
      {(data) => <PaymentProvidersPanel account={account} providers={data} saveAccount={saveAccount} />}
    </Loaded>
  );
}
