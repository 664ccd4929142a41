// The held bills to resume, each with its lines, customer and the time it was held.
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format.ts';
import type { HeldBill } from '../model/held-bills.ts';

export function HeldBillsModal({
  opened,
  held,
  onClose,
  onResume,
}: {
  opened: boolean;
  held: HeldBill[];
  onClose: () => void;
  onResume: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('pos.resumeTitle')}>
      <Stack gap="xs" data-testid="pos-resume-list">
        {held.length === 0 && <Text c="dimmed">{t('pos.noHeld')}</Text>}
        {held.map((bill, i) => (
          <Button
            key={bill.id}
            variant="light"
            justify="space-between"
            data-autofocus={i === 0 ? true : undefined}
            onClick={() => onResume(bill.id)}
            data-testid="pos-resume-bill"
          >
            {t('pos.heldLine', {
              count: bill.draft.lines.length,
              customer: bill.draft.customer?.name ?? t('pos.walkIn'),
              time: formatDate(bill.heldAt, { hour: '2-digit', minute: '2-digit' }),
            })}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}
