// Date-range filter of the order list: the spec's presets (domain date-ranges.ts), all dates, or a
// custom range whose end cannot pass the server's current date (back-office.md §5, §9).
import { Group, Select, Text, TextInput } from '@mantine/core';
import {
  clampRange,
  DATE_RANGE_PRESETS,
  type DateRange,
  formatDisplayDate,
  presetRange,
} from '@storekeep/domain/date-ranges';
import { ALL_DATES, type DateFilter } from '../routes/search-params.ts';

export interface DateFilterValue {
  range: DateFilter;
  from?: string;
  to?: string;
}

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
  const resolved = resolveDateFilter(value, today);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="date-filter">
      <Select
        aria-label="Order date"
        w={{ base: '100%', xs: 170 }}
        value={value.range}
        allowDeselect={false}
        data={[ALL_DATES, ...DATE_RANGE_PRESETS, 'Custom']}
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
          <TextInput
            type="date"
            aria-label="From"
            max={value.to ?? today}
            value={value.from ?? ''}
            onChange={(e) => {
              const from = e.currentTarget.value;
              if (from)
                onChange({ range: 'Custom', from, to: value.to && value.to >= from ? value.to : from });
            }}
            data-testid="date-from"
          />
          <TextInput
            type="date"
            aria-label="To"
            min={value.from}
            max={today}
            value={value.to ?? ''}
            onChange={(e) => {
              const to = e.currentTarget.value;
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
