// Language choice from the user menu; the choice is kept on the person's account and this device.
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../app/i18n.ts';
import { useSaveOwnLanguage } from '../api/own-language.ts';
import { LanguageChoices } from './language-choices.tsx';

export function LanguageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const saveOwnLanguage = useSaveOwnLanguage();
  return (
    <Modal opened={opened} onClose={onClose} title={t('header.language')} centered size="md">
      <LanguageChoices
        selected={i18n.language}
        onChoose={(code) => {
          saveOwnLanguage.mutate(code);
          void changeLanguage(code).then(onClose);
        }}
      />
    </Modal>
  );
}
