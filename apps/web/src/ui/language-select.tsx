// Language picker for the nine languages of the spec; strings load on demand.
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../app/i18n.ts';

export function LanguageSelect({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      size={size}
      w={150}
      aria-label={t('header.language')}
      leftSection={<IconLanguage size={14} />}
      data={LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }))}
      value={i18n.language}
      allowDeselect={false}
      onChange={(value) => {
        if (value) void changeLanguage(value);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="language-select"
    />
  );
}
