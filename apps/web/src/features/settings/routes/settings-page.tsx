// /settings: every account flag and store setting of back-office.md §3, editable by the owner.
// Other features add their own tabs (delivery and online payments are the checkout's): the app
// wires them in through `slots`, as features do not import each other.
import { Alert, Button, Container, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import {
  type AccountSettings,
  type AccountSettingsPatch,
  accountSettingsSchema,
  storeSettingsSchema,
} from '@storekeep/domain/account-settings';
import {
  MESSAGE_TEMPLATE_IDS,
  MESSAGE_TEMPLATE_SWITCHES,
  type MessageTemplateId,
  renderTemplate,
  TEMPLATE_PREVIEW_VALUES,
} from '@storekeep/domain/message-templates';
import { IconAlertCircle, IconBuildingStore, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appDataQueryOptions } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSettings, useUpdateAccountSettings, useUpdateStoreSettings } from '../api/settings.ts';
import { ACCOUNT_SECTIONS, STORE_SECTIONS } from '../components/setting-fields.ts';
import { SettingsForm } from '../components/settings-form.tsx';
import { StoreNameTranslations } from '../components/store-name-translations.tsx';

const TEMPLATE_OF_SETTING = new Map<string, MessageTemplateId>(
  MESSAGE_TEMPLATE_IDS.map((id) => [MESSAGE_TEMPLATE_SWITCHES[id], id]),
);

/** The message a Customer messages switch sends, in the store's language with sample values. */
function messageSample(setting: string, store: { storeName: string; language: string }) {
  const id = TEMPLATE_OF_SETTING.get(setting);
  if (!id) return undefined;
  const values = { store: store.storeName, ...TEMPLATE_PREVIEW_VALUES[id] };
  return renderTemplate(id, store.language, values as never);
}

/** A tab another feature shows in Settings, after the account and store tabs. */
export interface SettingsTab {
  value: string;
  label: string;
  icon: ReactNode;
  /** The tab's content; it may read and change the account settings the page has loaded. */
  panel: (account: {
    values: AccountSettings;
    save: (patch: AccountSettingsPatch) => Promise<unknown>;
  }) => ReactNode;
}

export interface SettingsSlots {
  tabs: SettingsTab[];
  /** Links to other features' Settings screens, shown beside Custom fields (outlets). */
  links?: ReactNode;
}

export function SettingsPage({ slots = { tabs: [] } }: { slots?: SettingsSlots }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const updateAccount = useUpdateAccountSettings();
  const updateStore = useUpdateStoreSettings();
  // The store's name and language for the message samples (the shell has loaded them).
  const store = useQuery({ ...appDataQueryOptions, enabled: false }).data?.supplier;

  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        actions={
          <Group gap="xs">
            {slots.links}
            <Button
              component={Link}
              to="/settings/custom-fields"
              variant="default"
              data-testid="settings-custom-fields"
            >
              {t('customFields.title')}
            </Button>
          </Group>
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
            {slots.tabs.map((tab) => (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                leftSection={tab.icon}
                data-testid={`settings-tab-${tab.value}`}
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="account">
            <SettingsForm
              testId="account-settings-form"
              values={settings.data.accountSettings}
              schema={accountSettingsSchema}
              sections={ACCOUNT_SECTIONS}
              save={(patch) => updateAccount.mutateAsync(patch)}
              noteOf={(name) => {
                const sample = store ? messageSample(name, store) : undefined;
                return sample && `${t('customerMessages.sample')} ${sample}`;
              }}
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
            <StoreNameTranslations />
          </Tabs.Panel>
          {slots.tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.panel({
                values: settings.data.accountSettings,
                save: (patch) => updateAccount.mutateAsync(patch),
              })}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}
