// "Good Morning, Asha": the header's greeting rule (back-office.md §4) by the hour of the store's
// clock (server-corrected, in the store's time zone), in the user's language.
import { Text } from '@mantine/core';
import { shellGreetingOf, storeHour } from '@storekeep/domain/greeting';
import { useTranslation } from 'react-i18next';
import { useCurrentDate } from '../../../app/server-time.ts';

export function Greeting({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const now = useCurrentDate();
  const greeting = t(`greeting.${shellGreetingOf(storeHour(now))}`);
  const name = firstName.trim();
  return (
    <Text fw={600} size="sm" truncate="end" data-testid="greeting">
      {name ? t('greeting.withName', { greeting, name }) : greeting}
    </Text>
  );
}
