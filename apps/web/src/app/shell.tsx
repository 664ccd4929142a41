// The signed-in layout with the merchant's alerts wired into its slots: features do not import
// each other, so the app joins the shell and the messages feature here.
import { useRouterState } from '@tanstack/react-router';
import { sendLoggedOut } from '../features/messages/api/push.ts';
import { MerchantAlerts } from '../features/messages/components/merchant-alerts.tsx';
import { AppLayout } from '../features/shell/components/app-layout.tsx';
import { canAccess, useAppData } from './app-data.ts';
import { navEntry } from './nav-items.ts';

export function WiredAppLayout() {
  const appData = useAppData();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const alerts = appData.supplier ? (
    <MerchantAlerts
      ordersVisible={canAccess(appData, navEntry('orders'))}
      isExpired={appData.supplier.isExpired}
      trialUpdateRequested={appData.supplier.updateRequest !== 0}
      isCmsPage={pathname.startsWith('/onlineStore/editor')}
    />
  ) : null;
  return <AppLayout slots={{ alerts, beforeLogout: sendLoggedOut }} />;
}
