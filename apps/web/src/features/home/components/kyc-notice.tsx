// shared-blocks.md §6: an Indian store taking JD Pay payments without approved KYC is told to finish it.
import { Alert } from '@mantine/core';
import type { AppData } from '@storekeep/domain/app-data';
import { DEFAULT_COUNTRY_ID, KYC_APPROVED } from '@storekeep/domain/supplier';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function needsKyc(appData: AppData): boolean {
  const supplier = appData.supplier;
  return (
    supplier !== null &&
    supplier.countryId === DEFAULT_COUNTRY_ID &&
    appData.accountSettings.onlinePaymentMode === 'jdpay' &&
    supplier.kycStatus !== KYC_APPROVED
  );
}

export function KycNotice({ appData }: { appData: AppData }) {
  const { t } = useTranslation();
  if (!needsKyc(appData)) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconId size={20} />}
      title={t('home.kycTitle')}
      data-testid="kyc-notice"
    >
      {t('home.kycBody')}
    </Alert>
  );
}
