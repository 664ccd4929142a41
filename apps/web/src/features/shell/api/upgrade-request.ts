// POST /api/v1/upgrade-requests: asks the sales team to move the store to a paid plan.
import type { UpgradeRequestBody, UpgradeSourceDevice } from '@storekeep/domain/plans';
import { upgradeRequestReplySchema } from '@storekeep/domain/upgrade-api';
import { useMutation } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export { UPGRADE_TENURES, type UpgradeTenure } from '@storekeep/domain/plans';
export type SourceDevice = UpgradeSourceDevice;
export type UpgradeRequestInput = UpgradeRequestBody;

export function currentSourceDevice(): SourceDevice {
  const agent = navigator.userAgent;
  if (/iPad/i.test(agent)) return 'Ipad';
  return window.matchMedia('(max-width: 48em)').matches ? 'Mobile' : 'Web';
}

export function useUpgradeRequest() {
  return useMutation({
    mutationFn: (input: UpgradeRequestInput) =>
      fetchParsed('/api/v1/upgrade-requests', upgradeRequestReplySchema, { method: 'POST', body: input }),
  });
}
