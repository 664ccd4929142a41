// Adjust one product's stock at an outlet: add or remove a quantity with a reason (damage, theft,
// count correction, expiry, own use, opening stock, other) and a note. The server's field errors
// show next to the fields; the stock after the change is shown before saving.
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdjustmentReason, STOCK_IN_REASONS, STOCK_OUT_REASONS } from '@storekeep/domain/inventory';
import { milliToQuantity, quantityToMilli } from '@storekeep/domain/quantity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useAdjustStock } from '../api/adjust.ts';
import { quantityText } from './stock-format.ts';
import { itemIds } from './stock-item.ts';

export interface AdjustTarget {
  productId: number;
  variantId?: number | null;
  productName: string;
  unitOfMeasurement: string;
  /** Stock per outlet the user may adjust. */
  outlets: Array<{ outletId: number; name: string; quantity: number }>;
  outletId: number;
}

const ADD_REASONS: AdjustmentReason[] = ['OPENING', 'COUNT', 'ADJUSTMENT'];
const REMOVE_REASONS: AdjustmentReason[] = ['DAMAGE', 'THEFT', 'EXPIRY', 'OWN_USE', 'COUNT', 'ADJUSTMENT'];

export function AdjustModal({ target, onClose }: { target: AdjustTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustStock();
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [outletId, setOutletId] = useState(target.outletId);
  const [quantity, setQuantity] = useState<number | string>('');
  const [reason, setReason] = useState<AdjustmentReason>('OPENING');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reasons = direction === 'add' ? ADD_REASONS : REMOVE_REASONS;
  const onHand = target.outlets.find((o) => o.outletId === outletId)?.quantity ?? 0;
  const amount = typeof quantity === 'number' ? quantity : Number.NaN;
  const signed = direction === 'add' ? amount : -amount;
  const after = Number.isFinite(signed)
    ? milliToQuantity(quantityToMilli(onHand) + quantityToMilli(signed))
    : null;

  const chooseDirection = (value: string) => {
    const next = value === 'remove' ? 'remove' : 'add';
    setDirection(next);
    if (next === 'add' && STOCK_OUT_REASONS.includes(reason)) setReason('OPENING');
    if (next === 'remove' && STOCK_IN_REASONS.includes(reason)) setReason('DAMAGE');
  };

  const save = async () => {
    if (!Number.isFinite(amount) || amount <= 0) {
      setErrors({ quantity: t('inventory.count.nothing') });
      return;
    }
    setErrors({});
    try {
      await adjust.mutateAsync({
        outletId,
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
        lines: [{ ...itemIds(target), quantity: signed }],
      });
      notifications.show({ color: 'teal', message: t('inventory.adjusted') });
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      setErrors({ quantity: fields['lines.0.quantity'] ?? errorMessage(error) });
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('inventory.adjustTitle', { name: target.productName })}
      size="md"
    >
      <Stack gap="sm" data-testid="adjust-modal">
        <SegmentedControl
          value={direction}
          onChange={chooseDirection}
          data={[
            { value: 'add', label: t('inventory.direction.add') },
            { value: 'remove', label: t('inventory.direction.remove') },
          ]}
          data-testid="adjust-direction"
        />
        {target.outlets.length > 1 && (
          <Select
            label={t('inventory.outlet')}
            data={target.outlets.map((o) => ({ value: String(o.outletId), label: o.name }))}
            value={String(outletId)}
            onChange={(value) => value && setOutletId(Number(value))}
            allowDeselect={false}
            data-testid="adjust-outlet"
          />
        )}
        <Text size="sm" c="dimmed">
          {t('inventory.onHandNow', { quantity: quantityText(onHand, target.unitOfMeasurement) })}
        </Text>
        <NumberInput
          label={t('inventory.quantity')}
          value={quantity}
          onChange={setQuantity}
          min={0}
          max={999_999.999}
          decimalScale={3}
          allowNegative={false}
          error={errors.quantity}
          required
          data-autofocus
          data-testid="adjust-quantity"
        />
        <Select
          label={t('inventory.reason')}
          data={reasons.map((r) => ({ value: r, label: t(`inventory.reasons.${r}`) }))}
          value={reason}
          onChange={(value) => value && setReason(value as AdjustmentReason)}
          allowDeselect={false}
          data-testid="adjust-reason"
        />
        <Textarea
          label={t('inventory.note')}
          placeholder={t('inventory.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={1}
          data-testid="adjust-note"
        />
        {after !== null && (
          <Text size="sm" fw={500} data-testid="adjust-after">
            {t('inventory.afterChange', { quantity: quantityText(after, target.unitOfMeasurement) })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={adjust.isPending} data-testid="adjust-save">
            {t('inventory.saveAdjustment')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
