// Creating or changing a discount code: the code, percentage or flat amount, minimum order, the
// days it is good for, its limits and first-order-only; the server's field errors beside the fields.
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { DiscountCode } from '@storekeep/domain/discount-code-api';
import {
  type DiscountCodeInput,
  type DiscountKind,
  dayEndsAt,
  dayOf,
  dayStartsAt,
} from '@storekeep/domain/discount-codes';
import { paiseToRupees, rupeesToPaiseOrNull } from '@storekeep/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { useSaveDiscountCode } from '../api/discount-codes.ts';

const limitOf = (value: string | number) => (value === '' ? null : Number(value));

export function DiscountCodeForm({ code, onClose }: { code: DiscountCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDiscountCode(code?.discountCodeId ?? null);
  const [text, setText] = useState(code?.code ?? '');
  const [kind, setKind] = useState<DiscountKind>(code?.kind ?? 'PERCENT');
  const [percent, setPercent] = useState<string | number>(code?.kind === 'PERCENT' ? code.value : '');
  const [amount, setAmount] = useState(code?.kind === 'AMOUNT' ? paiseToRupees(code.value) : '');
  const [minOrder, setMinOrder] = useState(code?.minOrderPaise ? paiseToRupees(code.minOrderPaise) : '');
  const [startsOn, setStartsOn] = useState(code?.startsAt ? dayOf(code.startsAt) : '');
  const [endsOn, setEndsOn] = useState(code?.endsAt ? dayOf(code.endsAt) : '');
  const [usageLimit, setUsageLimit] = useState<string | number>(code?.usageLimit ?? '');
  const [perCustomer, setPerCustomer] = useState<string | number>(code?.perCustomerLimit ?? '');
  const [firstOrderOnly, setFirstOrderOnly] = useState(code?.firstOrderOnly ?? false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: DiscountCodeInput = {
      code: text.trim(),
      kind,
      value: kind === 'PERCENT' ? Number(percent || 0) : (rupeesToPaiseOrNull(amount.trim() || '0') ?? 0),
      minOrderPaise: rupeesToPaiseOrNull(minOrder.trim() || '0') ?? 0,
      startsAt: startsOn ? dayStartsAt(startsOn) : null,
      endsAt: endsOn ? dayEndsAt(endsOn) : null,
      usageLimit: limitOf(usageLimit),
      perCustomerLimit: limitOf(perCustomer),
      firstOrderOnly,
    };
    setFields({});
    setError(null);
    try {
      await save.mutateAsync(body);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setFields(e.fields);
      setError(errorMessage(e));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={code ? t('discountCodes.edit') : t('discountCodes.create')}
      centered
      size="lg"
    >
      <Stack gap="sm" component="form" onSubmit={submit} data-testid="discount-code-form">
        <TextInput
          label={t('discountCodes.code')}
          description={t('discountCodes.codeHint')}
          required
          value={text}
          maxLength={20}
          onChange={(e) => setText(e.currentTarget.value.toUpperCase())}
          error={fields.code}
          data-testid="discount-code-text"
          data-autofocus
        />
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value as DiscountKind)}
          data={[
            { value: 'PERCENT', label: t('discountCodes.kinds.PERCENT') },
            { value: 'AMOUNT', label: t('discountCodes.kinds.AMOUNT') },
          ]}
          aria-label={t('discountCodes.kind')}
          data-testid="discount-code-kind"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {kind === 'PERCENT' ? (
            <NumberInput
              label={t('discountCodes.percent')}
              required
              value={percent}
              onChange={setPercent}
              min={1}
              max={100}
              allowDecimal={false}
              error={fields.value}
              data-testid="discount-code-percent"
            />
          ) : (
            <TextInput
              label={t('discountCodes.amount')}
              required
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              error={fields.value}
              data-testid="discount-code-amount"
            />
          )}
          <TextInput
            label={t('discountCodes.minOrder')}
            inputMode="decimal"
            value={minOrder}
            onChange={(e) => setMinOrder(e.currentTarget.value)}
            error={fields.minOrderPaise}
            data-testid="discount-code-min-order"
          />
          <DateField
            label={t('discountCodes.startsOn')}
            value={startsOn}
            onChange={(value) => setStartsOn(value)}
            error={fields.startsAt}
            data-testid="discount-code-starts"
          />
          <DateField
            label={t('discountCodes.endsOn')}
            value={endsOn}
            onChange={(value) => setEndsOn(value)}
            error={fields.endsAt}
            data-testid="discount-code-ends"
          />
          <NumberInput
            label={t('discountCodes.usageLimit')}
            description={t('discountCodes.limitHint')}
            value={usageLimit}
            onChange={setUsageLimit}
            min={1}
            allowDecimal={false}
            error={fields.usageLimit}
            data-testid="discount-code-usage-limit"
          />
          <NumberInput
            label={t('discountCodes.perCustomerLimit')}
            description={t('discountCodes.limitHint')}
            value={perCustomer}
            onChange={setPerCustomer}
            min={1}
            allowDecimal={false}
            error={fields.perCustomerLimit}
            data-testid="discount-code-per-customer"
          />
        </SimpleGrid>
        <Switch
          label={t('discountCodes.firstOrderOnly')}
          checked={firstOrderOnly}
          onChange={(e) => setFirstOrderOnly(e.currentTarget.checked)}
          data-testid="discount-code-first-order"
        />
        {error && (
          <Alert color="red" data-testid="discount-code-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="discount-code-save">
            {t('discountCodes.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
