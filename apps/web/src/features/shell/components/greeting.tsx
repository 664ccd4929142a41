// "Good Morning, Asha": by the local hour of the server-corrected clock (back-office.md §4).
import { Text } from '@mantine/core';
import { greetUser } from '@storekeep/domain/greeting';
import { useCurrentDate } from '../../../app/server-time.ts';

export function Greeting({ firstName }: { firstName: string }) {
  const now = useCurrentDate();
  return (
    <Text fw={600} size="sm" truncate="end" data-testid="greeting">
      {greetUser(now.getHours(), firstName)}
    </Text>
  );
}
