// Settings with the checkout feature's tabs (delivery charges and pickup, online payments) and the
// link to the outlets screen mounted: features do not import each other, so the app wires them into the page's tab slot.
import { Button } from '@mantine/core';
import { OUTLETS_AREA } from '@storekeep/domain/permissions';
import { IconBuildingStore, IconCreditCard, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeliveryTab, PaymentsTab } from '../features/checkout/components/checkout-settings-tabs.tsx';
import { SettingsPage, type SettingsSlots } from '../features/settings/routes/settings-page.tsx';
import { appDataQueryOptions, canAccess } from './app-data.ts';

export function WiredSettingsPage() {
  const { t } = useTranslation();
  // Read without suspending: the shell has loaded it already (a page test renders without it).
  const appData = useQuery(appDataQueryOptions).data;
  const slots: SettingsSlots = {
    links:
      appData && canAccess(appData, OUTLETS_AREA) ? (
        <Button
          component={Link}
          to="/settings/outlets"
          variant="default"
          leftSection={<IconBuildingStore size={16} />}
          data-testid="settings-outlets"
        >
          {t('outlets.title')}
        </Button>
      ) : null,
    tabs: [
      {
        value: 'delivery',
        label: t('checkoutSettings.deliveryTab'),
        icon: <IconTruckDelivery size={16} />,
        panel: () => <DeliveryTab />,
      },
      {
        value: 'payments',
        label: t('checkoutSettings.paymentsTab'),
        icon: <IconCreditCard size={16} />,
        panel: (account) => <PaymentsTab account={account.values} saveAccount={account.save} />,
      },
    ],
  };
  return <SettingsPage slots={slots} />;
}
