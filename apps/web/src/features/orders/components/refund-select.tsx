// Where money goes back on a cancel or return: a payment mode, the customer's khata, or nowhere
// (kept as an advance on the order). What was sold on the khata comes off the khata first (the
// domain's refund plan): the screen says so when another mode is chosen.
import { Alert, NativeSelect, Stack } from '@mantine/core';
import type { PaymentMode } from '@storekeep/domain/order-api';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';

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
      label={t('orderDialogs.refund.label')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as RefundChoice)}
      data={[
        { value: 'CASH', label: t('orderDialogs.refund.CASH') },
        { value: 'CARD', label: t('orderDialogs.refund.CARD') },
        { value: 'UPI', label: t('orderDialogs.refund.UPI') },
        ...(hasCustomer ? [{ value: 'CREDIT', label: t('orderDialogs.refund.CREDIT') }] : []),
        ...(allowNone ? [{ value: 'NONE', label: t('orderDialogs.refund.NONE') }] : []),
      ]}
      data-testid="refund-mode"
    />
  );
  if (khataPaise <= 0 || value === 'CREDIT' || value === 'NONE') return select;
  return (
    <Stack gap={4}>
      {select}
      <Alert color="yellow" variant="light" p="xs" data-testid="refund-khata-note">
        {t('orderDialogs.khataFirst', { amount: formatMoney(khataPaise, { symbol: true }) })}
      </Alert>
    </Stack>
  );
}

export const refundModeOf = (choice: RefundChoice): PaymentMode | null => (choice === 'NONE' ? null : choice);
