// ?action=openTaxSlider: how taxes show on bills, and each outlet's GST state.
import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingRow } from './setting-row.tsx';
import { SliderFooter } from './slider-footer.tsx';
import type { SliderProps } from './slider-props.ts';

export function TaxSlider({ appData, onClose }: SliderProps) {
  const { t } = useTranslation();
  const settings = appData.accountSettings;
  return (
    <Stack gap={0} data-testid="tax-slider">
      <SettingRow label={t('settingsFields.isDisplayTaxColumns')} value={settings.isDisplayTaxColumns} />
      <SettingRow label={t('settingsFields.isShowHsnSacOnBilling')} value={settings.isShowHsnSacOnBilling} />
      <SettingRow label={t('settingsFields.allowTaxChange')} value={settings.allowTaxChange} />
      <Divider my="sm" label={t('home.outlets')} labelPosition="left" />
      {appData.outlets.length === 0 && (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
      {appData.outlets.map((outlet) => (
        <SettingRow key={outlet.outletId} label={outlet.name} value={outlet.state ?? '—'} />
      ))}
      <SliderFooter appData={appData} onClose={onClose} />
    </Stack>
  );
}
