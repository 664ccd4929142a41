// The dashboard's welcome: the language-modal greeting rule (shared-blocks.md §9) and the store name.
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AppData } from '@storekeep/domain/app-data';
import { welcomeGreeting } from '@storekeep/domain/greeting';
import { IconSunHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentDate } from '../../../app/server-time.ts';

export function WelcomeCard({ appData }: { appData: AppData }) {
  const { t, i18n } = useTranslation();
  const now = useCurrentDate();
  const greeting = welcomeGreeting(now.getHours());
  const name = appData.user.firstName.trim();
  const today = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-IN' : `${i18n.language}-IN`, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(now);

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
            {name ? t('home.welcome', { greeting, name }) : t('home.welcomeNoName', { greeting })}
          </Title>
          <Text c="rgba(255,255,255,0.85)" size="sm">
            {appData.supplier?.storeName} · {today}
          </Text>
          <Text c="rgba(255,255,255,0.85)" size="sm" mt="xs">
            {t('home.welcomeBody')}
          </Text>
        </Stack>
        <ThemeIcon size={52} radius="xl" variant="white" color="brand" visibleFrom="xs">
          <IconSunHigh size={30} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
