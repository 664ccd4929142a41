// The header's POS button: 'Confirm Opening POS?' (back-office.md §8), then the POS in a new tab.
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCashRegister } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function OpenPosButton() {
  const { t } = useTranslation();
  const confirm = () =>
    modals.openConfirmModal({
      title: t('pos.openTitle'),
      children: t('pos.openBody'),
      labels: { confirm: t('common.yes'), cancel: t('common.no') },
      confirmProps: { 'data-testid': 'pos-open-confirm' } as Record<string, string>,
      onConfirm: () => window.open('/pos', '_blank'),
    });
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconCashRegister size={16} />}
      onClick={confirm}
      data-testid="open-pos"
    >
      {t('pos.openButton')}
    </Button>
  );
}
