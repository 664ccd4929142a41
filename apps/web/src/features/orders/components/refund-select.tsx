// Where money goes back on a cancel or return: a payment mode, the customer's khata, or nowhere
// (kept as an advance on the order). What was sold on the khata comes off the khata first (the
// domain's refund plan): the screen says so when another mode is chosen.
import { Alert, NativeSelect, Stack } from '@mantine/core';
import { formatPaise } from '@storekeep/domain/money';
import type { PaymentMode } from '@storekeep/domain/order-api';
import { useTranslation } from 'react-i18next';

export type RefundChoice = PaymentMode | 'NONE';

export function RefundSelect({
  value,
  onChange,
  hasCustomer,
  allowNone,
  khataPaise,
}: {
  value: RefundChoice;
  onChange: (value: RefundChoice) => void;
  hasCustomer: boolean;
  allowNone: boolean;
  /** Up to this much of the refund comes off the khata whatever is chosen (khataRefundPaise). */
  khataPaise: number;
}) {
  const { t } = useTranslation();
  const select = (
    <NativeSelect
      label="Give the money back as"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as RefundChoice)}
      data={[
        { value: 'CASH', label: 'Cash refund' },
        { value: 'CARD', label: 'Card refund' },
        { value: 'UPI', label: 'UPI refund' },
        ...(hasCustomer ? [{ value: 'CREDIT', label: "Off the customer's khata" }] : []),
        ...(allowNone ? [{ value: 'NONE', label: 'No refund now (keep as advance)' }] : []),
      ]}
      data-testid="refund-mode"
    />
  );
  if (khataPaise <= 0 || value === 'CREDIT' || value === 'NONE') return select;
  return (
    <Stack gap={4}>
      {select}
      <Alert color="yellow" variant="light" p="xs" data-testid="refund-khata-note">
        {t('orderDialogs.khataFirst', { amount: formatPaise(khataPaise, { symbol: true }) })}
      </Alert>
    </Stack>
  );
}

export const refundModeOf = (choice: RefundChoice): PaymentMode | null => (choice === 'NONE' ? null : choice);
