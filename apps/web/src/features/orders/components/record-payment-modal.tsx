// Record a payment (cash, card, UPI or the customer's credit), whole or partial. Cash can take the
// amount handed over and shows the change; a credit payment asks for the OTP when the account
// requires one (customerCreditOtpRequired).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { paiseToRupees, rupeesToPaise } from '@storekeep/domain/money';
import type { PaymentMode, RecordPaymentBody } from '@storekeep/domain/order-api';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { paymentModeName } from '@storekeep/domain/payment-names';
import { AMOUNT_PATTERN, VALIDATION_MESSAGES } from '@storekeep/domain/validation';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../app/api-client.ts';
import { useAppData } from '../../../app/app-data.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { formatMoney } from '../../../app/format.ts';
import { i18n } from '../../../app/i18n.ts';
import { useSendCreditOtp } from '../api/send-credit-otp.ts';
import { useOrderAction } from '../api/use-order-action.ts';
import { ActionError } from './action-error.tsx';

const amountText = z.string().trim().regex(AMOUNT_PATTERN, VALIDATION_MESSAGES.amount);
const formSchemaOf = (t: TFunction) =>
  z.object({
    mode: z.enum(['CASH', 'CARD', 'UPI', 'CREDIT']),
    amount: amountText.refine((text) => rupeesToPaise(text) > 0, t('orderDialogs.payment.amountAboveZero')),
    tendered: z.union([z.literal(''), amountText]),
    reference: z.string().trim().max(100),
    otp: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{4,6}$/, t('orderDialogs.payment.otpInvalid')),
    ]),
  });
type FormValues = z.infer<ReturnType<typeof formSchemaOf>>;

export function RecordPaymentModal({
  order,
  opened,
  onClose,
}: {
  order: OrderDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { accountSettings, user } = useAppData();
  const { t } = useTranslation();
  const action = useOrderAction<RecordPaymentBody>(
    order.orderId,
    { method: 'POST', path: '/payments' },
    t('orderDialogs.payment.done'),
  );
  const creditAllowed = accountSettings.isEnabledCustomerCredit && order.customer !== null;
  const otp = useSendCreditOtp(order.customer?.customerId);
  // The messages are in the user's language, so the schema is made with t.
  const formSchema = useMemo(() => formSchemaOf(t), [t]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      mode: 'CASH',
      amount: paiseToRupees(order.outstandingPaise),
      tendered: '',
      reference: '',
      otp: '',
    },
  });
  const [mode, amount, tendered] = useWatch({ control, name: ['mode', 'amount', 'tendered'] });
  const needsOtp = mode === 'CREDIT' && accountSettings.customerCreditOtpRequired;
  const change =
    mode === 'CASH' && AMOUNT_PATTERN.test(tendered) && AMOUNT_PATTERN.test(amount)
      ? rupeesToPaise(tendered) - rupeesToPaise(amount)
      : null;

  // Past the customer's credit terms: the owner may allow the sale (the server audits it).
  const overrideOffered =
    (user.role === 'owner' || user.role === 'platform_admin') &&
    isApiError(action.error) &&
    action.error.code === 'credit_override_required';
  const submitWith = (creditOverride: boolean) =>
    handleSubmit((values) => {
      const body: RecordPaymentBody = {
        mode: values.mode as PaymentMode,
        amountPaise: rupeesToPaise(values.amount),
        ...(values.mode === 'CASH' && values.tendered
          ? { tenderedPaise: rupeesToPaise(values.tendered) }
          : {}),
        ...(values.reference && values.mode !== 'CASH' ? { reference: values.reference } : {}),
        ...(needsOtp && values.otp ? { creditOtp: values.otp } : {}),
        ...(creditOverride ? { creditOverride: true } : {}),
      };
      action.run(body, onClose);
    });
  const submit = submitWith(false);

  const modes = [
    { value: 'CASH', label: translateMessage(paymentModeName('CASH'), i18n.language) },
    { value: 'CARD', label: translateMessage(paymentModeName('CARD'), i18n.language) },
    { value: 'UPI', label: translateMessage(paymentModeName('UPI'), i18n.language) },
    ...(creditAllowed
      ? [{ value: 'CREDIT', label: translateMessage(paymentModeName('CREDIT'), i18n.language) }]
      : []),
  ];

  return (
    <Modal
      opened={opened}
      onClose={action.pending ? () => undefined : onClose}
      title={t('orderDialogs.payment.title')}
      centered
      data-testid="payment-modal"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('orderDialogs.payment.dueOn', { number: order.orderNumber })}{' '}
            <b>{formatMoney(order.outstandingPaise, { symbol: true })}</b>
          </Text>
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <SegmentedControl
                fullWidth
                data={modes}
                value={field.value}
                onChange={field.onChange}
                data-testid="payment-mode"
              />
            )}
          />
          <TextInput
            label={t('orderDialogs.payment.amount')}
            inputMode="decimal"
            {...register('amount')}
            error={translateMessage(errors.amount?.message, i18n.language)}
            data-testid="payment-amount"
          />
          {mode === 'CASH' && (
            <TextInput
              label={t('orderDialogs.payment.cashReceived')}
              description={t('orderDialogs.payment.cashHelp')}
              inputMode="decimal"
              {...register('tendered')}
              error={translateMessage(errors.tendered?.message, i18n.language)}
              data-testid="payment-tendered"
            />
          )}
          {change !== null && change >= 0 && (
            <Text size="sm" data-testid="payment-change">
              {t('orderDialogs.payment.change')} <b>{formatMoney(change, { symbol: true })}</b>
            </Text>
          )}
          {(mode === 'CARD' || mode === 'UPI') && (
            <TextInput
              label={t('orderDialogs.payment.reference')}
              {...register('reference')}
              data-testid="payment-reference"
            />
          )}
          {mode === 'CREDIT' && order.customer && (
            <Text size="sm" c="dimmed">
              {t('orderDialogs.payment.khata', {
                name: order.customer.name,
                balance: formatMoney(order.customer.balancePaise, { symbol: true }),
              })}
            </Text>
          )}
          {needsOtp && (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="OTP"
                inputMode="numeric"
                maxLength={6}
                style={{ flex: 1 }}
                {...register('otp')}
                error={errors.otp?.message}
                data-testid="payment-otp"
              />
              <Button
                variant="light"
                loading={otp.isPending}
                onClick={() => otp.mutate()}
                data-testid="payment-send-otp"
              >
                {otp.isSuccess ? t('orderDialogs.payment.sendAgain') : t('orderDialogs.payment.sendOtp')}
              </Button>
            </Group>
          )}
          <ActionError error={otp.error ?? action.error} />
          {overrideOffered && (
            <Button
              color="orange"
              variant="light"
              onClick={submitWith(true)}
              data-testid="payment-credit-override"
            >
              {t('khataOverride.allow')}
            </Button>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={action.pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={action.pending} data-testid="payment-submit">
              {t('orderDialogs.payment.title')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
