// How shoppers pay the online store: cash on delivery and online payment (account flags), and
// the keys of each provider (Razorpay, PayU, PayPal). Secrets are write-only: the server says only
// whether they are stored, so a change of keys asks for the secret again.
import {
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccountSettings, AccountSettingsPatch } from '@storekeep/domain/account-settings';
import { PAYMENT_PROVIDERS } from '@storekeep/domain/checkout';
import { type PaymentProviderSummary, paymentProviderBodySchema } from '@storekeep/domain/checkout-api';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { schemaResolver } from '../../../ui/schema-resolver.ts';
import { type ProviderName, useSavePaymentProvider } from '../api/payment-providers.ts';

type KeysForm = z.output<typeof paymentProviderBodySchema>;
const ONLINE_MODES = ['razorpay', 'payu', 'paypal'] as const;

function ProviderCard({ provider, summary }: { provider: ProviderName; summary?: PaymentProviderSummary }) {
  const { t } = useTranslation();
  const saveKeys = useSavePaymentProvider(provider);
  const form = useForm<KeysForm>({
    resolver: schemaResolver(paymentProviderBodySchema),
    values: {
      keyId: summary?.keyId ?? '',
      keySecret: '',
      webhookSecret: null,
      isLive: summary?.isLive ?? false,
    },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await saveKeys.mutateAsync({ ...body, webhookSecret: body.webhookSecret || null });
      form.resetField('keySecret', { defaultValue: '' });
      notifications.show({
        color: 'teal',
        message: t('checkoutSettings.keysSaved', { provider: t(`settingsOptions.${provider}`) }),
      });
    } catch (error) {
      if (isApiError(error))
        for (const [field, message] of Object.entries(error.fields))
          form.setError(field as keyof KeysForm, { message });
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  });
  const label = (field: 'keyId' | 'keySecret' | 'webhook') => t(`checkoutSettings.${provider}.${field}`);
  const testId = `provider-${provider}`;
  return (
    <Card data-testid={testId}>
      <form onSubmit={onSubmit} noValidate>
        <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
          <Title order={3} fz="lg">
            {t(`settingsOptions.${provider}`)}
          </Title>
          {summary ? (
            <Group gap={6}>
              <Badge color="teal" variant="light" data-testid={`${testId}-status`}>
                {t('checkoutSettings.keysStored')}
              </Badge>
              <Badge color={summary.isLive ? 'blue' : 'gray'} variant="light">
                {summary.isLive ? t('checkoutSettings.live') : t('checkoutSettings.testMode')}
              </Badge>
            </Group>
          ) : (
            <Badge color="gray" variant="outline" data-testid={`${testId}-status`}>
              {t('checkoutSettings.notSetUp')}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="keyId"
            render={({ field, fieldState }) => (
              <TextInput
                label={label('keyId')}
                required
                autoComplete="off"
                {...field}
                error={fieldState.error?.message}
                data-testid={`${testId}-keyId`}
              />
            )}
          />
          <Controller
            control={form.control}
            name="keySecret"
            render={({ field, fieldState }) => (
              <PasswordInput
                label={label('keySecret')}
                required
                autoComplete="new-password"
                description={summary ? t('checkoutSettings.secretStored') : undefined}
                {...field}
                error={fieldState.error?.message}
                data-testid={`${testId}-keySecret`}
              />
            )}
          />
          <Controller
            control={form.control}
            name="webhookSecret"
            render={({ field, fieldState }) => (
              <PasswordInput
                label={label('webhook')}
                autoComplete="new-password"
                description={
                  summary?.hasWebhookSecret
                    ? t('checkoutSettings.secretStored')
                    : t('checkoutSettings.optional')
                }
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                error={fieldState.error?.message}
                data-testid={`${testId}-webhook`}
              />
            )}
          />
          <Controller
            control={form.control}
            name="isLive"
            render={({ field }) => (
              <Switch
                mt={{ base: 0, sm: 'xl' }}
                label={t('checkoutSettings.liveSwitch')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                data-testid={`${testId}-live`}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={form.formState.isSubmitting} data-testid={`${testId}-save`}>
            {t('checkoutSettings.saveKeys')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

export function PaymentProvidersPanel({
  account,
  providers,
  saveAccount,
}: {
  account: AccountSettings;
  providers: PaymentProviderSummary[];
  saveAccount: (patch: AccountSettingsPatch) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const save = async (patch: AccountSettingsPatch) => {
    try {
      await saveAccount(patch);
      notifications.show({ color: 'teal', message: t('common.saved') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };
  const mode = ONLINE_MODES.find((m) => m === account.onlinePaymentMode) ?? null;
  const chosenHasKeys = providers.some((p) => p.provider === mode);
  return (
    <Stack gap="lg">
      <Card data-testid="payment-methods">
        <Title order={3} fz="lg" mb={4}>
          {t('checkoutSettings.howTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('checkoutSettings.howHelp')}
        </Text>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('settingsFields.isAllowCOD')}</Text>
            <Switch
              aria-label={t('settingsFields.isAllowCOD')}
              checked={account.isAllowCOD}
              onChange={(event) => void save({ isAllowCOD: event.currentTarget.checked })}
              data-testid="payment-cod"
            />
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('settingsFields.isEnabledOnlinePayment')}</Text>
            <Switch
              aria-label={t('settingsFields.isEnabledOnlinePayment')}
              checked={account.isEnabledOnlinePayment}
              onChange={(event) => void save({ isEnabledOnlinePayment: event.currentTarget.checked })}
              data-testid="payment-online"
            />
          </Group>
          <Select
            label={t('settingsFields.onlinePaymentMode')}
            data={ONLINE_MODES.map((value) => ({ value, label: t(`settingsOptions.${value}`) }))}
            value={mode}
            placeholder={t('checkoutSettings.chooseProvider')}
            onChange={(value) =>
              value && void save({ onlinePaymentMode: value as (typeof ONLINE_MODES)[number] })
            }
            allowDeselect={false}
            maw={{ sm: 320 }}
            data-testid="payment-mode"
          />
          {account.isEnabledOnlinePayment && !chosenHasKeys && (
            <Text size="sm" c="orange.8" data-testid="payment-mode-no-keys">
              {t('checkoutSettings.modeNeedsKeys')}
            </Text>
          )}
        </Stack>
      </Card>
      {PAYMENT_PROVIDERS.map((provider) => (
        <ProviderCard
          key={provider}
          provider={provider}
          summary={providers.find((p) => p.provider === provider)}
        />
      ))}
    </Stack>
  );
}
