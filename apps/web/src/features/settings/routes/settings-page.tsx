// /settings: every account flag and store setting of back-office.md §3, editable by the owner.
import { Alert, Button, Container, Skeleton, Stack, Tabs } from '@mantine/core';
import { accountSettingsSchema, storeSettingsSchema } from '@storekeep/domain/account-settings';
import {
  IconAlertCircle,
  IconBuildingStore,
  IconCreditCard,
  IconReceipt,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSettings, useUpdateAccountSettings, useUpdateStoreSettings } from '../api/settings.ts';
import { DeliveryTab, PaymentsTab } from '../components/checkout-settings-tabs.tsx';
import { ACCOUNT_SECTIONS, STORE_SECTIONS } from '../components/setting-fields.ts';
import { SettingsForm } from '../components/settings-form.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const updateAccount = useUpdateAccountSettings();
  const updateStore = useUpdateStoreSettings();

  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        actions={
          <Button
            component={Link}
            to="/settings/custom-fields"
            variant="default"
            data-testid="settings-custom-fields"
          >
            {t('customFields.title')}
          </Button>
        }
      />
      {settings.isPending && (
        <Stack data-testid="settings-loading">
          <Skeleton h={180} radius="lg" />
          <Skeleton h={240} radius="lg" />
        </Stack>
      )}
      {settings.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('error.title')}
          data-testid="settings-error"
        >
          {errorMessage(settings.error)}
          <Button size="xs" variant="light" color="red" ml="md" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {settings.data && (
        <Tabs defaultValue="account" keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab
              value="account"
              leftSection={<IconReceipt size={16} />}
              data-testid="settings-tab-account"
            >
              {t('settings.account')}
            </Tabs.Tab>
            <Tabs.Tab
              value="store"
              leftSection={<IconBuildingStore size={16} />}
              data-testid="settings-tab-store"
            >
              {t('settings.storeSection')}
            </Tabs.Tab>
            <Tabs.Tab
              value="delivery"
              leftSection={<IconTruckDelivery size={16} />}
              data-testid="settings-tab-delivery"
            >
              {t('checkoutSettings.deliveryTab')}
            </Tabs.Tab>
            <Tabs.Tab
              value="payments"
              leftSection={<IconCreditCard size={16} />}
              data-testid="settings-tab-payments"
            >
              {t('checkoutSettings.paymentsTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="account">
            <SettingsForm
              testId="account-settings-form"
              values={settings.data.accountSettings}
              schema={accountSettingsSchema}
              sections={ACCOUNT_SECTIONS}
              save={(patch) => updateAccount.mutateAsync(patch)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="store">
            <SettingsForm
              testId="store-settings-form"
              values={settings.data.storeSettings}
              schema={storeSettingsSchema}
              sections={STORE_SECTIONS}
              save={(patch) => updateStore.mutateAsync(patch)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="delivery">
            <DeliveryTab />
          </Tabs.Panel>
          <Tabs.Panel value="payments">
            <PaymentsTab
              account={settings.data.accountSettings}
              saveAccount={(patch) => updateAccount.mutateAsync(patch)}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
