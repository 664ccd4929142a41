// The language a customer's messages go out in: one of the nine, or the store's own (empty).
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { LANGUAGES } from '@storekeep/domain/languages';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export const MessageLanguageSelect = forwardRef<HTMLSelectElement, Omit<NativeSelectProps, 'data' | 'label'>>(
  function MessageLanguageSelect(props, ref) {
    const { t } = useTranslation();
    return (
      <NativeSelect
        ref={ref}
        label={t('customerMessages.language')}
        data={[
          { value: '', label: t('customerMessages.storeLanguage') },
          ...LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName })),
        ]}
        {...props}
      />
    );
  },
);
