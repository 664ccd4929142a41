// The app's one date field (back-office.md §5): Mantine's DateInput instead of the browser's
// <input type="date">, whose calendar and format follow the browser's language. The day shows as
// D-MMM-YYYY ('5-Nov-2026') with the month in the person's language and digits (format.ts), the
// calendar names months and weekdays in that language (dayjs locales) and starts weeks on Monday.
// The value stays a calendar day 'YYYY-MM-DD' ('' for none), as the native input gave it.
import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/bn';
import 'dayjs/locale/gu';
import 'dayjs/locale/hi';
import 'dayjs/locale/kn';
import 'dayjs/locale/ml';
import 'dayjs/locale/mr';
import 'dayjs/locale/ta';
import 'dayjs/locale/te';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDay, localDigits } from '../app/format.ts';

const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month's name as typed: lower case, without the abbreviation's dot ('नव॰', 'நவ.'). */
const monthKey = (name: string) => name.toLocaleLowerCase().replace(/[.॰\s]/g, '');

const monthNames = new Map<string, Map<string, number>>();

/** Every name of each month a person of the language may type: English, Intl's and dayjs's. */
function monthsOf(language: string): Map<string, number> {
  let names = monthNames.get(language);
  if (names) return names;
  names = new Map();
  const add = (name: string, index: number) => {
    const key = monthKey(name);
    if (key && !names?.has(key)) names?.set(key, index);
  };
  ENGLISH_MONTHS.forEach((name, index) => {
    add(name, index);
    add(name.slice(0, 3), index);
  });
  const settings = { language, nativeDigits: false };
  for (let index = 0; index < 12; index += 1) {
    const day = Date.UTC(2026, index, 1);
    add(formatDate(day, { month: 'short', timeZone: 'UTC' }, settings), index);
    add(formatDate(day, { month: 'long', timeZone: 'UTC' }, settings), index);
  }
  const locale: ILocale | undefined = dayjs.Ls[language];
  for (const list of [locale?.months ?? [], locale?.monthsShort ?? []])
    list.forEach((name, index) => {
      add(name, index);
    });
  monthNames.set(language, names);
  return names;
}

/** Latin digits for the Indian scripts' digits (each script's zero sits at …6 in Unicode). */
const latinDigits = (text: string) =>
  text.replace(
    /[\u0966-\u096f\u09e6-\u09ef\u0ae6-\u0aef\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g,
    (digit) => String(((digit.codePointAt(0) ?? 0) - 6) % 16),
  );

const pad = (n: number) => String(n).padStart(2, '0');

/** The day if it exists ('2026-02-30' does not). */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1000 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * What a person (or a test) types, as 'YYYY-MM-DD': 'YYYY-MM-DD' itself, or D-MMM-YYYY with the
 * month in English or in the language ('5-Nov-2026', '5-नव॰-2026', '५ नवंबर २०२६'); null otherwise.
 */
export function parseTypedDay(text: string, language: string): string | null {
  const typed = latinDigits(text.trim());
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = typed.split(/[-\s/,]+/).filter(Boolean);
  if (parts.length !== 3) return null;
  const [day, month, year] = parts as [string, string, string];
  if (!/^\d{1,2}$/.test(day) || !/^\d{4}$/.test(year)) return null;
  const index = monthsOf(language).get(monthKey(month));
  return index === undefined ? null : calendarDay(Number(year), index + 1, Number(day));
}

export interface DateFieldProps
  extends Omit<
    DateInputProps,
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'min'
    | 'max'
    | 'minDate'
    | 'maxDate'
    | 'valueFormat'
    | 'dateParser'
    | 'locale'
    | 'firstDayOfWeek'
  > {
  /** The day, 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with the day chosen or typed, 'YYYY-MM-DD', or '' when cleared. */
  onChange: (value: string) => void;
  /** The earliest and latest days that can be chosen, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  'data-testid'?: string;
}

export function DateField({ value, onChange, min, max, clearable, required, ...rest }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language || 'en';
  const locale = dayjs.Ls[language] ? language : 'en';
  return (
    <DateInput
      {...rest}
      required={required}
      clearable={clearable}
      // An optional day can be emptied by deleting its text, as with the native input.
      allowDeselect={clearable ?? !required}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      minDate={min || undefined}
      maxDate={max || undefined}
      valueFormat={(day) => formatDay(day)}
      dateParser={(text) => parseTypedDay(text, language)}
      locale={locale}
      firstDayOfWeek={1}
      // Sunday is the shops' weekly day off; Saturday is a working day.
      weekendDays={[0]}
      // The calendar's numbers in the person's digits too, as the field writes the day.
      renderDay={(day) => localDigits(String(dayjs(day).date()))}
      monthLabelFormat={(month) => localDigits(dayjs(month).locale(locale).format('MMMM YYYY'))}
      yearLabelFormat={(year) => localDigits(dayjs(year).format('YYYY'))}
      yearsListFormat={(year) => localDigits(dayjs(year).format('YYYY'))}
      decadeLabelFormat={(start, end) =>
        localDigits(`${dayjs(start).format('YYYY')} – ${dayjs(end).format('YYYY')}`)
      }
      ariaLabels={{
        previousMonth: t('dateField.previousMonth'),
        nextMonth: t('dateField.nextMonth'),
        previousYear: t('dateField.previousYear'),
        nextYear: t('dateField.nextYear'),
        previousDecade: t('dateField.previousDecade'),
        nextDecade: t('dateField.nextDecade'),
      }}
    />
  );
}
