// ?action=openPaymentSlider: the store's payment settings from app data.
import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingRow } from './setting-row.tsx';
import { SliderFooter } from './slider-footer.tsx';
import type { SliderProps } from './slider-props.ts';

export function PaymentSlider({ appData, onClose }: SliderProps) {
  const { t } = useTranslation();
  const settings = appData.accountSettings;
  return (
    <Stack gap={0} data-testid="payment-slider">
      <SettingRow label={t('settingsFields.isAllowCOD')} value={settings.isAllowCOD} />
      <SettingRow
        label={t('settingsFields.isEnabledOnlinePayment')}
        value={settings.isEnabledOnlinePayment}
      />
      <SettingRow
        label={t('settingsFields.onlinePaymentMode')}
        value={t(`settingsOptions.${settings.onlinePaymentMode}`)}
      />
      <Divider my="sm" />
      <SettingRow
        label={t('settingsFields.isEnabledCustomerCredit')}
        value={settings.isEnabledCustomerCredit}
      />
      <SettingRow label={t('settingsFields.isPickupEnabled')} value={settings.isPickupEnabled} />
      <SliderFooter appData={appData} onClose={onClose} />
    </Stack>
  );
}
