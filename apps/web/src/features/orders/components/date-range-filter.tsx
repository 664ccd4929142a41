// Date-range filter of the order list: the spec's presets (domain date-ranges.ts), all dates, or a
// custom range whose end cannot pass the server's current date (back-office.md §5, §9).
import { Group, Select, Text } from '@mantine/core';
import {
  clampRange,
  DATE_RANGE_PRESETS,
  type DateRange,
  formatDisplayDate,
  presetRange,
} from '@storekeep/domain/date-ranges';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date-field.tsx';
import { ALL_DATES, type DateFilter } from '../routes/search-params.ts';

export interface DateFilterValue {
  range: DateFilter;
  from?: string;
  to?: string;
}

/** The key of each choice's name under orders.dates.presets (the URL keeps the English value). */
const PRESET_KEYS: Record<DateFilter, string> = {
  [ALL_DATES]: 'allDates',
  Today: 'today',
  Yesterday: 'yesterday',
  'Last 7 Days': 'last7Days',
  'Last 30 Days': 'last30Days',
  'Last Week': 'lastWeek',
  'Last Month': 'lastMonth',
  Custom: 'custom',
};

/** The days a filter covers, or null for all dates. */
export function resolveDateFilter(value: DateFilterValue, today: string): DateRange | null {
  if (value.range === ALL_DATES) return null;
  if (value.range === 'Custom') {
    return value.from && value.to ? clampRange({ start: value.from, end: value.to }, today) : null;
  }
  return presetRange(value.range, today);
}

export function DateRangeFilter({
  value,
  today,
  onChange,
}: {
  value: DateFilterValue;
  today: string;
  onChange: (value: DateFilterValue) => void;
}) {
  const { t } = useTranslation();
  const resolved = resolveDateFilter(value, today);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="date-filter">
      <Select
        aria-label={t('orders.dates.label')}
        w={{ base: '100%', xs: 170 }}
        value={value.range}
        allowDeselect={false}
        data={([ALL_DATES, ...DATE_RANGE_PRESETS, 'Custom'] as const).map((choice) => ({
          value: choice,
          label: t(`orders.dates.presets.${PRESET_KEYS[choice]}`),
        }))}
        onChange={(next) => {
          if (!next) return;
          if (next === 'Custom') {
            const start = resolved ?? presetRange('Last 7 Days', today);
            onChange({ range: 'Custom', from: start.start, to: start.end });
          } else onChange({ range: next as DateFilter });
        }}
        data-testid="date-preset"
      />
      {value.range === 'Custom' ? (
        <Group gap="xs" wrap="nowrap">
          <DateField
            aria-label={t('orders.dates.from')}
            // Either end moves the other when they cross; neither goes past the server's date.
            max={today}
            value={value.from ?? ''}
            onChange={(from) => {
              if (from)
                onChange({ range: 'Custom', from, to: value.to && value.to >= from ? value.to : from });
            }}
            data-testid="date-from"
          />
          <DateField
            aria-label={t('orders.dates.to')}
            max={today}
            value={value.to ?? ''}
            onChange={(to) => {
              if (to)
                onChange({ range: 'Custom', from: value.from && value.from <= to ? value.from : to, to });
            }}
            data-testid="date-to"
          />
        </Group>
      ) : (
        resolved && (
          <Text size="xs" c="dimmed" pb={8} data-testid="date-range-text">
            {resolved.start === resolved.end
              ? formatDisplayDate(resolved.start)
              : `${formatDisplayDate(resolved.start)} – ${formatDisplayDate(resolved.end)}`}
          </Text>
        )
      )}
    </Group>
  );
}
