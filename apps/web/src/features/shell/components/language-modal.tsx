// Language choice from the user menu; the choice is kept on the person's account and this device.
// Below it, for the languages with digits of their own, the switch to show numbers in them.
import { Modal, Stack, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APP_DATA_KEY, useAppData } from '../../../app/app-data.ts';
import { NATIVE_NUMBERING, setNativeDigits } from '../../../app/digits.ts';
import { formatNumber } from '../../../app/format.ts';
import { changeLanguage } from '../../../app/i18n.ts';
import { useSaveOwnDigits } from '../api/own-digits.ts';
import { useSaveOwnLanguage } from '../api/own-language.ts';
import { LanguageChoices } from './language-choices.tsx';

export function LanguageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const appData = useAppData();
  const queryClient = useQueryClient();
  const saveOwnLanguage = useSaveOwnLanguage();
  const saveOwnDigits = useSaveOwnDigits();
  const language = i18n.language;
  const chooseDigits = (nativeDigits: boolean) => {
    saveOwnDigits.mutate(nativeDigits);
    setNativeDigits(nativeDigits);
    queryClient.setQueryData(APP_DATA_KEY, { ...appData, user: { ...appData.user, nativeDigits } });
    // Screens redraw their dates and numbers when the language is (re)applied.
    void i18n.changeLanguage(language);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('header.language')} centered size="md">
      <Stack gap="md">
        <LanguageChoices
          selected={language}
          onChoose={(code) => {
            saveOwnLanguage.mutate(code);
            void changeLanguage(code).then(onClose);
          }}
        />
        {NATIVE_NUMBERING[language] ? (
          <Switch
            checked={appData.user.nativeDigits}
            onChange={(event) => chooseDigits(event.currentTarget.checked)}
            label={t('header.nativeDigits', {
              example: formatNumber(123, {}, { language, nativeDigits: true }),
            })}
            data-testid="native-digits-switch"
          />
        ) : null}
      </Stack>
    </Modal>
  );
}
