// ?showUpgradeModal=<tenure> (back-office.md §2) opens the upgrade modal, e.g. from a campaign link.
import type { AppData } from '@storekeep/domain/app-data';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { UPGRADE_TENURES, type UpgradeTenure } from '../api/upgrade-request.ts';
import { UpgradeModal } from './upgrade-modal.tsx';

function asTenure(value: unknown): UpgradeTenure | undefined {
  const text = String(value ?? '').toUpperCase();
  return UPGRADE_TENURES.find((tenure) => tenure === text);
}

export function UpgradeFromQuery({ appData }: { appData: AppData }) {
  const navigate = useNavigate();
  const value = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>).showUpgradeModal,
  });
  if (value === undefined) return null;
  const close = () =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const { showUpgradeModal: _closed, ...rest } = previous;
        return rest;
      },
      replace: true,
    });
  return <UpgradeModal appData={appData} opened onClose={close} initialTenure={asTenure(value)} />;
}
