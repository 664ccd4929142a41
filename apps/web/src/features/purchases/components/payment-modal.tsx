// Paying a vendor: the amount, the mode (cash, bank, UPI, cheque) and its reference; against a
// purchase order's bill or on account.
import { Alert, Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { paiseToRupees, rupeesToPaiseOrNull } from '@storekeep/domain/money';
import { VENDOR_PAYMENT_MODES, type VendorPaymentMode } from '@storekeep/domain/purchase';
import type { VendorPaymentBody } from '@storekeep/domain/vendor-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';

export function PaymentModal({
  title,
  duePaise,
  onPay,
  onClose,
}: {
  title: string;
  duePaise: number;
  onPay: (body: VendorPaymentBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(duePaise > 0 ? paiseToRupees(duePaise) : '');
  const [mode, setMode] = useState<VendorPaymentMode>('CASH');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paise = rupeesToPaiseOrNull(amount.trim());

  const submit = async () => {
    if (paise === null || paise <= 0) {
      setError(t('purchases.payment.amountInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onPay({ amountPaise: paise, mode, ...(reference.trim() ? { reference: reference.trim() } : {}) });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <TextInput
          label={t('purchases.payment.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          data-testid="payment-amount"
          data-autofocus
        />
        <SegmentedControl
          aria-label={t('purchases.payment.mode')}
          value={mode}
          onChange={(value) => setMode(value as VendorPaymentMode)}
          data={VENDOR_PAYMENT_MODES.map((m) => ({ value: m, label: t(`purchases.payment.modes.${m}`) }))}
          fullWidth
        />
        <TextInput
          label={t('purchases.payment.reference')}
          value={reference}
          maxLength={60}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" data-testid="payment-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('purchases.cancel')}
          </Button>
          <Button onClick={submit} loading={busy} data-testid="payment-save">
            {t('purchases.payment.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
