// A counter's day and its close: the cash movements the drawer should reflect, the opening float
// and the counted cash (typed, or counted note by note), the expected cash and the difference as
// the cashier types, then the close (again: replaces it).
import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import {
  countedFromNotes,
  DRAWER_NOTES,
  type DrawerCloseBody,
  type DrawerCount,
  type DrawerDayReply,
  expectedFromParts,
} from '@storekeep/domain/cash-drawer';
import { formatDisplayDate } from '@storekeep/domain/date-ranges';
import { rupeesToPaiseOrNull } from '@storekeep/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';

const rupees = (paise: number) => formatMoney(paise, { symbol: true });
const emptyCount = (): DrawerCount => ({
  notes: Object.fromEntries(DRAWER_NOTES.map((n) => [`${n}`, 0])) as DrawerCount['notes'],
  coinsPaise: 0,
});
/** Paise of a typed amount, or null when it is not an amount of 0 or more. */
const paiseOf = (value: string | number) => {
  if (value === '') return null;
  const paise = rupeesToPaiseOrNull(value);
  return paise !== null && paise >= 0 ? paise : null;
};
/** The fields the form shows a server error beside; any other refusal shows above the button. */
const FORM_FIELDS = new Set(['openingFloatPaise', 'countedPaise', 'count.coinsPaise']);
const asRupees = (paise: number) => (paise / 100).toFixed(2);
/** India time, as the rest of the reports show it. */
const dateTime = (iso: string) => {
  const india = new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString();
  return `${formatDisplayDate(india.slice(0, 10))} ${india.slice(11, 16)}`;
};

export interface DrawerCloseFormProps {
  day: DrawerDayReply;
  saving: boolean;
  /** The server's refusal: its message and the fields it names. */
  error: { message: string; fields: Record<string, string> } | null;
  onSubmit: (body: DrawerCloseBody) => void;
}

export function DrawerCloseForm({ day, saving, error, onSubmit }: DrawerCloseFormProps) {
  const { t } = useTranslation();
  const close = day.close;
  const [float, setFloat] = useState<string | number>(close ? asRupees(close.openingFloatPaise) : '');
  const [counted, setCounted] = useState<string | number>(close ? asRupees(close.countedPaise) : '');
  const [byNotes, setByNotes] = useState(close?.count !== null && close?.count !== undefined);
  const [count, setCount] = useState<DrawerCount>(close?.count ?? emptyCount());
  const [coins, setCoins] = useState<string | number>(close?.count ? asRupees(close.count.coinsPaise) : '0');
  const [tried, setTried] = useState(false);

  const floatPaise = paiseOf(float);
  const coinsPaise = paiseOf(coins);
  const countedPaise = byNotes
    ? coinsPaise === null
      ? null
      : countedFromNotes({ ...count, coinsPaise })
    : paiseOf(counted);
  const expected = expectedFromParts({ ...day, openingFloatPaise: floatPaise ?? 0 });
  const difference = countedPaise === null ? null : countedPaise - expected;
  const fieldError = (key: string, invalid: boolean) =>
    error?.fields[key] ?? (tried && invalid ? t('drawer.amountInvalid') : undefined);

  const submit = () => {
    setTried(true);
    if (floatPaise === null || countedPaise === null || coinsPaise === null) return;
    onSubmit({
      day: day.day,
      openingFloatPaise: floatPaise,
      countedPaise,
      count: byNotes ? { ...count, coinsPaise } : null,
    });
  };

  const movements: Array<[string, number, string]> = [
    ['cashSales', day.cashSalesPaise, '+'],
    ['khataCollections', day.khataCollectionsPaise, '+'],
    ['refunds', day.refundsPaise, '−'],
    ['paidOut', day.paidOutPaise, '−'],
  ];

  return (
    <Stack gap="sm" data-testid="drawer-form">
      <Table fz="sm" withTableBorder aria-label={t('drawer.movements')}>
        <Table.Tbody>
          {movements.map(([key, paise, sign]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={400}>
                {t(`drawer.${key}`)}
              </Table.Th>
              <Table.Td ta="right" data-testid={`drawer-${key}`}>
                {sign} {rupees(paise)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {day.mainCounter && (
        <Text size="xs" c="dimmed">
          {t('drawer.mainCounterNote')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={t('drawer.openingFloat')}
          prefix="₹"
          decimalScale={2}
          min={0}
          thousandSeparator=","
          value={float}
          onChange={setFloat}
          error={fieldError('openingFloatPaise', floatPaise === null)}
          data-testid="drawer-float"
        />
        {!byNotes && (
          <NumberInput
            label={t('drawer.counted')}
            prefix="₹"
            decimalScale={2}
            min={0}
            thousandSeparator=","
            value={counted}
            onChange={setCounted}
            error={fieldError('countedPaise', countedPaise === null)}
            data-testid="drawer-counted"
          />
        )}
      </SimpleGrid>
      <Switch
        label={t('drawer.byNotes')}
        checked={byNotes}
        onChange={(e) => setByNotes(e.currentTarget.checked)}
        data-testid="drawer-by-notes"
      />
      {byNotes && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {DRAWER_NOTES.map((n) => (
            <NumberInput
              key={n}
              label={t('drawer.note', { value: n })}
              min={0}
              max={100_000}
              allowDecimal={false}
              allowNegative={false}
              value={count.notes[`${n}`]}
              onChange={(v) =>
                setCount((c) => ({ ...c, notes: { ...c.notes, [`${n}`]: typeof v === 'number' ? v : 0 } }))
              }
              data-testid={`drawer-note-${n}`}
            />
          ))}
          <NumberInput
            label={t('drawer.coins')}
            prefix="₹"
            decimalScale={2}
            min={0}
            value={coins}
            onChange={setCoins}
            error={fieldError('count.coinsPaise', coinsPaise === null)}
            data-testid="drawer-coins"
          />
        </SimpleGrid>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs" aria-live="polite">
        <Text fw={600} data-testid="drawer-expected">
          {t('drawer.expected')}: {rupees(expected)}
        </Text>
        {byNotes && countedPaise !== null && (
          <Text data-testid="drawer-counted-total">
            {t('drawer.counted')}: {rupees(countedPaise)}
          </Text>
        )}
        {difference !== null && (
          <Text
            fw={700}
            c={difference < 0 ? 'red.8' : difference > 0 ? 'orange.8' : 'green.8'}
            data-testid="drawer-difference"
          >
            {difference < 0
              ? t('drawer.short', { amount: rupees(-difference) })
              : difference > 0
                ? t('drawer.over', { amount: rupees(difference) })
                : t('drawer.matches')}
          </Text>
        )}
      </Group>
      {error && !Object.keys(error.fields).some((key) => FORM_FIELDS.has(key)) && (
        <Alert color="red" data-testid="drawer-error">
          {error.message}
        </Alert>
      )}
      {close && (
        <Text size="sm" c="dimmed" data-testid="drawer-closed-by">
          {t('drawer.closedBy', { name: close.closedBy, at: dateTime(close.closedAt) })}
          {' · '}
          {t('drawer.closeAgainNote')}
        </Text>
      )}
      <Group>
        <Button onClick={submit} loading={saving} data-testid="drawer-close">
          {close ? t('drawer.closeAgain') : t('drawer.close')}
        </Button>
      </Group>
    </Stack>
  );
}
