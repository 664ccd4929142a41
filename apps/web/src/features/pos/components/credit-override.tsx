// A credit sale over the customer's limit or past their period: the server refuses it with
// credit_override_required, and the owner may allow it here (the server audits the override).
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../app/api-client.ts';

/** Offers the owner to allow the sale; answers whether it was offered (the error is then shown too). */
export function offerCreditOverride(error: unknown, role: string, t: TFunction, allow: () => void): boolean {
  if (!(error instanceof ApiError) || error.code !== 'credit_override_required') return false;
  if (role !== 'owner' && role !== 'platform_admin') return false;
  modals.openConfirmModal({
    title: t('khata.override.title'),
    children: <Text size="sm">{error.message}</Text>,
    labels: { confirm: t('khata.override.allow'), cancel: t('khata.override.cancel') },
    confirmProps: { color: 'orange', 'data-testid': 'credit-override-allow' },
    onConfirm: allow,
  });
  return true;
}
