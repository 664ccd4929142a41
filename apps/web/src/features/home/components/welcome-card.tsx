// The dashboard's welcome: the store's name and today's date. It greets no one: the header already
// does (back-office.md §4), and one screen shows one greeting. The icon follows the store's clock.
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AppData } from '@storekeep/domain/app-data';
import { isDaytime, STORE_TIME_ZONE, storeHour } from '@storekeep/domain/greeting';
import { IconMoon, IconSunHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format.ts';
import { useCurrentDate } from '../../../app/server-time.ts';

export function WelcomeCard({ appData }: { appData: AppData }) {
  const { t } = useTranslation();
  const now = useCurrentDate();
  const daytime = isDaytime(storeHour(now));
  const today = formatDate(now, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: STORE_TIME_ZONE,
  });

  return (
    <Card
      data-testid="welcome-card"
      style={{
        background: 'linear-gradient(120deg, var(--mantine-color-brand-6), var(--mantine-color-brand-8))',
        color: 'white',
        border: 'none',
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 20, sm: 26 }} c="white">
            {appData.supplier?.storeName}
          </Title>
          <Text c="rgba(255,255,255,0.85)" size="sm">
            {today}
          </Text>
          <Text c="rgba(255,255,255,0.85)" size="sm" mt="xs">
            {t('home.welcomeBody')}
          </Text>
        </Stack>
        <ThemeIcon
          size={52}
          radius="xl"
          variant="white"
          color="brand"
          visibleFrom="xs"
          data-testid="welcome-icon"
          data-daytime={daytime}
        >
          {daytime ? <IconSunHigh size={30} /> : <IconMoon size={30} />}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
