// Modals and toasts (default 5000 ms, back-office.md §9), and the manager's PIN dialog. Mounted beside the app, not around it, so
// they can load after the first screen: both are driven by the modals.* and notifications.* events.
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ManagerApprovalHost } from './approval/manager-approval-modal.tsx';
import { replayEarlyModalRequests } from './early-modals.ts';

export const TOAST_AUTO_CLOSE_MS = 5000;

export function AppOverlays() {
  const { t } = useTranslation();
  // After the provider's own (layout) effect has started listening.
  useEffect(replayEarlyModalRequests, []);
  return (
    <>
      <ModalsProvider labels={{ confirm: 'OK', cancel: t('common.cancel') }} />
      <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="bottom-right" limit={4} />
      <ManagerApprovalHost />
    </>
  );
}
