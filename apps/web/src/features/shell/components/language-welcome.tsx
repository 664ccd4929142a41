// The first-time language pages (shared-blocks.md, "Language modal"): page 1 greets the person
// (the welcome greeting rule, by the store's clock), page 2 offers the nine languages (the pages
// switch to the one picked, so the person reads the rest in it), page 3 confirms and saves the
// choice on their account. The page reloads when the language changed. Shown once per person: to
// whoever has never chosen; someone who picked a language on this device's sign-in page has
// chosen already, and that choice is saved without asking again.
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { storeHour, welcomeGreetingOf } from '@storekeep/domain/greeting';
import { LANGUAGES, type LanguageCode } from '@storekeep/domain/languages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguageCode, storedLanguage } from '../../../app/i18n.ts';
import { useCurrentDate } from '../../../app/server-time.ts';
import { useSaveOwnLanguage } from '../api/own-language.ts';
import { LanguageChoices } from './language-choices.tsx';

type Page = 1 | 2 | 3;

export function LanguageWelcome({ chosen, firstName }: { chosen: boolean; firstName: string }) {
  const { t, i18n } = useTranslation();
  const now = useCurrentDate();
  const saveOwnLanguage = useSaveOwnLanguage();
  const [page, setPage] = useState<Page>(1);
  const [done, setDone] = useState(false);
  const startLanguage = useRef(i18n.language);
  const deviceChoice = storedLanguage();
  const choseOnThisDevice = deviceChoice !== null && isLanguageCode(deviceChoice);

  // A language picked on this device's sign-in page is the person's choice: keep it on the account.
  useEffect(() => {
    if (!chosen && choseOnThisDevice && !done) {
      setDone(true);
      saveOwnLanguage.mutate(deviceChoice as LanguageCode);
    }
  }, [chosen, choseOnThisDevice, deviceChoice, done, saveOwnLanguage]);

  if (chosen || choseOnThisDevice || done) return null;

  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const nativeName = LANGUAGES.find((option) => option.code === language)?.nativeName ?? language;
  const greeting = t(`greeting.${welcomeGreetingOf(storeHour(now))}`);
  const name = firstName.trim();

  const save = () => {
    saveOwnLanguage.mutate(language, {
      onSuccess: async () => {
        await changeLanguage(language);
        setDone(true);
        if (language !== startLanguage.current) window.location.reload();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="md"
      title={t('languageWelcome.pageOf', { page, pages: 3 })}
      data-testid="language-welcome"
    >
      {page === 1 && (
        <Stack gap="md">
          <Title order={2} fz="h3" data-testid="language-welcome-greeting">
            {name ? t('greeting.withName', { greeting, name }) : greeting}
          </Title>
          <Text>{t('languageWelcome.intro')}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setPage(2)} data-testid="language-welcome-next">
              {t('languageWelcome.next')}
            </Button>
          </Group>
        </Stack>
      )}
      {page === 2 && (
        <Stack gap="md">
          <Text fw={600}>{t('languageWelcome.choose')}</Text>
          <LanguageChoices
            selected={language}
            onChoose={(code) => void changeLanguage(code, { remember: false })}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => setPage(1)}>
              {t('languageWelcome.back')}
            </Button>
            <Button onClick={() => setPage(3)} data-testid="language-welcome-next">
              {t('languageWelcome.next')}
            </Button>
          </Group>
        </Stack>
      )}
      {page === 3 && (
        <Stack gap="md">
          <Text>{t('languageWelcome.confirm', { language: nativeName })}</Text>
          <Text size="sm" c="dimmed">
            {t('languageWelcome.later')}
          </Text>
          {saveOwnLanguage.isError && (
            <Text c="red" size="sm" role="alert">
              {t('languageWelcome.saveFailed')}
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setPage(2)}>
              {t('languageWelcome.back')}
            </Button>
            <Button onClick={save} loading={saveOwnLanguage.isPending} data-testid="language-welcome-save">
              {t('languageWelcome.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
