// The spec's date range picker (back-office.md §5, §9): presets Today, Yesterday, Last 7 Days,
// Last 30 Days, Last Week, Last Month (the spec's words in English, translated otherwise), or a
// custom range; weeks start on Monday, dates show as D-MMM-YYYY with the month in the user's
// language, and no day after the server's date can be chosen.
import { Group, Select, Text } from '@mantine/core';
import {
  clampRange,
  DATE_RANGE_PRESETS,
  type DateRange,
  type DateRangePreset,
  DEFAULT_DATE_RANGE_PRESET,
  presetRange,
} from '@storekeep/domain/date-ranges';
import { useTranslation } from 'react-i18next';
import { formatDayRange, localDigits } from '../app/format.ts';
import { DateField } from './date-field.tsx';

export const CUSTOM_RANGE = 'Custom';

/** ISO calendar days order as text. */
const laterDay = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);
const earlierDay = (a: string, b: string) => (a.localeCompare(b) <= 0 ? a : b);

export interface DateRangeValue {
  preset: DateRangePreset | typeof CUSTOM_RANGE;
  /** Only for a custom range; presets are worked out from today. */
  from?: string;
  to?: string;
}

export const DEFAULT_DATE_RANGE: DateRangeValue = { preset: DEFAULT_DATE_RANGE_PRESET };

/** The days a value covers, both ends included, never past today. */
export function resolveDateRange(value: DateRangeValue, today: string): DateRange {
  if (value.preset !== CUSTOM_RANGE) return presetRange(value.preset, today);
  const start = value.from ?? today;
  const end = value.to ?? start;
  return clampRange(start <= end ? { start, end } : { start: end, end: start }, today);
}

/** D-MMM-YYYY, or 'from – to', in the user's language. */
export function formatRange(range: DateRange): string {
  return formatDayRange(range);
}

const PRESET_KEYS: Record<DateRangePreset, string> = {
  Today: 'today',
  Yesterday: 'yesterday',
  'Last 7 Days': 'last7Days',
  'Last 30 Days': 'last30Days',
  'Last Week': 'lastWeek',
  'Last Month': 'lastMonth',
};

export function DateRangePicker({
  value,
  today,
  onChange,
  testId = 'date-range',
}: {
  value: DateRangeValue;
  /** The server's current date, YYYY-MM-DD: the latest day that can be picked. */
  today: string;
  onChange: (value: DateRangeValue) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const range = resolveDateRange(value, today);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid={testId}>
      <Select
        label={t('dateRange.period')}
        w={{ base: '100%', xs: 170 }}
        value={value.preset}
        allowDeselect={false}
        data={[
          ...DATE_RANGE_PRESETS.map((preset) => ({
            value: preset,
            label: localDigits(t(`dateRange.presets.${PRESET_KEYS[preset]}`)),
          })),
          { value: CUSTOM_RANGE, label: t('dateRange.custom') },
        ]}
        onChange={(next) => {
          if (!next) return;
          if (next === CUSTOM_RANGE) onChange({ preset: CUSTOM_RANGE, from: range.start, to: range.end });
          else onChange({ preset: next as DateRangePreset });
        }}
        data-testid={`${testId}-preset`}
      />
      {value.preset === CUSTOM_RANGE ? (
        <Group gap="xs" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
          <DateField
            label={t('dateRange.from')}
            // A start after the end moves the end, and an end before the start moves the start:
            // both fields stop only at the server's date.
            max={today}
            value={range.start}
            onChange={(from) => {
              if (from) onChange({ preset: CUSTOM_RANGE, from, to: laterDay(range.end, from) });
            }}
            data-testid={`${testId}-from`}
          />
          <DateField
            label={t('dateRange.to')}
            max={today}
            value={range.end}
            onChange={(to) => {
              if (to) onChange({ preset: CUSTOM_RANGE, from: earlierDay(range.start, to), to });
            }}
            data-testid={`${testId}-to`}
          />
        </Group>
      ) : (
        <Text size="sm" c="dimmed" pb={8} data-testid={`${testId}-text`}>
          {formatRange(range)}
        </Text>
      )}
    </Group>
  );
}
