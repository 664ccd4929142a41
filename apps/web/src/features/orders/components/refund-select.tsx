// Where money goes back on a cancel or return: a payment mode, the customer's khata, or nowhere
// (kept as an advance on the order).
import { NativeSelect } from '@mantine/core';
import type { PaymentMode } from '@storekeep/domain/order-api';

export type RefundChoice = PaymentMode | 'NONE';

export function RefundSelect({
  value,
  onChange,
  hasCustomer,
  allowNone,
}: {
  value: RefundChoice;
  onChange: (value: RefundChoice) => void;
  hasCustomer: boolean;
  allowNone: boolean;
}) {
  return (
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
}

export const refundModeOf = (choice: RefundChoice): PaymentMode | null => (choice === 'NONE' ? null : choice);
