// Settings with the checkout feature's tabs (delivery charges and pickup, online payments)
// mounted: features do not import each other, so the app wires them into the page's tab slot.
import { IconCreditCard, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeliveryTab, PaymentsTab } from '../features/checkout/components/checkout-settings-tabs.tsx';
import { SettingsPage, type SettingsSlots } from '../features/settings/routes/settings-page.tsx';

export function WiredSettingsPage() {
  const { t } = useTranslation();
  const slots: SettingsSlots = {
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
