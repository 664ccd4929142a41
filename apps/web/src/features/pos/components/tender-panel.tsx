// Totals and payment: round-off line, payment mode, cash received with change and the denomination
// suggestions (10, 50, 100, 500, 2000), and the customer OTP for a credit (khata) sale.
import { Button, Divider, Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { Bill } from '@storekeep/domain/bill';
import { paiseToRupees, rupeesToPaise } from '@storekeep/domain/money';
import type { PaymentMode } from '@storekeep/domain/order-api';
import { cashSuggestions } from '@storekeep/domain/rounding';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';

export interface Tender {
  mode: PaymentMode;
  /** Rupees as typed; '' means exactly the total. */
  cash: string;
  otp: string;
}

export function tenderedPaise(tender: Tender, total: number): number {
  if (tender.mode !== 'CASH' || tender.cash.trim() === '') return total;
  try {
    return rupeesToPaise(tender.cash);
  } catch {
    return 0;
  }
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

export function TenderPanel({
  bill,
  modes,
  tender,
  onTender,
  cashRef,
  otpRequired,
  onSendOtp,
  otpSentTo,
  onComplete,
}: {
  bill: Bill;
  modes: readonly PaymentMode[];
  tender: Tender;
  onTender: (tender: Tender) => void;
  cashRef: RefObject<HTMLInputElement | null>;
  otpRequired: boolean;
  onSendOtp: () => void;
  otpSentTo: string | null;
  onComplete: () => void;
}) {
  const { t } = useTranslation();
  const total = bill.grandTotal;
  const tendered = tenderedPaise(tender, total);
  const change = tendered - total;
  return (
    <Stack gap={6}>
      <Row label={t('pos.subtotal')} value={formatMoney(bill.subtotal)} />
      {bill.taxSummary.map((tax) => (
        <Row key={tax.key} label={`${tax.name} @ ${tax.rate}%`} value={formatMoney(tax.amount)} />
      ))}
      {bill.totalDiscount > 0 && (
        <Row label={t('pos.totalDiscount')} value={formatMoney(bill.totalDiscount)} />
      )}
      {bill.roundOff !== 0 && (
        <Row label={t('pos.roundOff')} value={formatMoney(bill.roundOff)} testId="pos-round-off" />
      )}
      <Divider />
      <Row label={t('pos.total')} value={`₹${formatMoney(total)}`} strong testId="pos-total" />
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label={t('pos.paymentMode')}
        data={modes.map((mode) => ({ value: mode, label: t(`pos.modes.${mode}`) }))}
        value={tender.mode}
        onChange={(mode) => onTender({ ...tender, mode: mode as PaymentMode })}
        data-testid="pos-mode"
      />
      {tender.mode === 'CASH' && (
        <>
          <NumberInput
            ref={cashRef}
            label={t('pos.cashReceived')}
            placeholder={paiseToRupees(total)}
            decimalScale={2}
            min={0}
            hideControls
            value={tender.cash}
            onChange={(value) => onTender({ ...tender, cash: String(value) })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.altKey && !e.ctrlKey) onComplete();
            }}
            data-testid="pos-cash"
          />
          <Group gap={4} role="group" aria-label={t('pos.suggestions')}>
            {cashSuggestions(total).map((paise) => (
              <Button
                key={paise}
                size="compact-sm"
                variant={tendered === paise ? 'filled' : 'light'}
                onClick={() => onTender({ ...tender, cash: paiseToRupees(paise) })}
                data-testid="pos-cash-suggestion"
              >
                ₹{formatMoney(paise)}
              </Button>
            ))}
          </Group>
          {total > 0 && (
            <Row
              label={change >= 0 ? t('pos.change') : t('pos.short', { amount: formatMoney(-change) })}
              value={change >= 0 ? `₹${formatMoney(change)}` : ''}
              strong={change > 0}
              testId="pos-change"
            />
          )}
        </>
      )}
      {tender.mode === 'CREDIT' && otpRequired && (
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={otpSentTo ? t('pos.otpSent', { to: otpSentTo }) : t('pos.otp')}
            inputMode="numeric"
            maxLength={6}
            value={tender.otp}
            onChange={(e) => onTender({ ...tender, otp: e.currentTarget.value.replace(/\D/g, '') })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.altKey && !e.ctrlKey) onComplete();
            }}
            style={{ flex: 1 }}
            data-testid="pos-otp"
          />
          <Button variant="light" onClick={onSendOtp} data-testid="pos-send-otp">
            {t('pos.sendOtp')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
