// The store's name in the shoppers' languages (the online store shows it on its language switch);
// a language left empty shows the store's own name.
import { Button, Card, Group, Skeleton, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StoreTranslations } from '@storekeep/domain/store-translations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { TranslationsSection } from '../../../ui/translations-section.tsx';
import { useStoreTranslations, useUpdateStoreTranslations } from '../api/store-translations.ts';

/** The store name's limit (the website walkthrough's). */
const STORE_NAME_MAX_LENGTH = 120;

function StoreNameForm({ saved }: { saved: StoreTranslations }) {
  const { t } = useTranslation();
  const update = useUpdateStoreTranslations();
  const [value, setValue] = useState(saved);
  const save = () =>
    update.mutate(value, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('common.saved') }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  return (
    <>
      <TranslationsSection
        fields={[
          { key: 'storeName', label: t('storeTranslations.storeName'), maxLength: STORE_NAME_MAX_LENGTH },
        ]}
        value={value}
        onChange={setValue}
        testId="store-name-translations"
      />
      <Group justify="flex-end" mt="md">
        <Button onClick={save} loading={update.isPending} data-testid="store-name-translations-save">
          {t('common.save')}
        </Button>
      </Group>
    </>
  );
}

export function StoreNameTranslations() {
  const { t } = useTranslation();
  const translations = useStoreTranslations();
  return (
    <Card withBorder padding="md" radius="md" mt="lg" data-testid="store-name-translations-card">
      <Title order={2} fz="md" mb="sm">
        {t('storeTranslations.storeTitle')}
      </Title>
      {translations.isPending && <Skeleton h={120} />}
      {translations.isError && errorMessage(translations.error)}
      {translations.data && <StoreNameForm saved={translations.data.translations} />}
    </Card>
  );
}
