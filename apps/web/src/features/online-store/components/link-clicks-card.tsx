// The online store page's "Link clicks" card: the clicks the apps reported (collect-data) over
// the last 30 days, by device.
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLinkClicks } from '../api/link-clicks.ts';
import { LoadError } from './query-state.tsx';

export function LinkClicksCard() {
  const { t } = useTranslation();
  const clicks = useLinkClicks();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="store-link-clicks">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={3} fz="md">
          {t('builder.landing.clicks.title')}
        </Title>
        {clicks.data && (
          <Text size="sm" c="dimmed">
            {t('builder.landing.clicks.period', { days: clicks.data.days })}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('builder.landing.clicks.hint')}
      </Text>
      {clicks.isPending && <Skeleton h={56} radius="md" data-testid="store-link-clicks-loading" />}
      {clicks.isError && (
        <LoadError
          error={clicks.error}
          onRetry={() => void clicks.refetch()}
          testId="store-link-clicks-error"
        />
      )}
      {clicks.data &&
        (clicks.data.total === 0 ? (
          <Text size="sm" data-testid="store-link-clicks-none">
            {t('builder.landing.clicks.none', { days: clicks.data.days })}
          </Text>
        ) : (
          <Stack gap="sm">
            <Text fw={600} data-testid="store-link-clicks-total">
              {t('builder.landing.clicks.total', { clicks: clicks.data.total })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {clicks.data.byDevice.map((row) => (
                <Stack key={row.deviceCode} gap={0} data-testid={`store-link-clicks-${row.device}`}>
                  <Text fz="xl" fw={700}>
                    {row.clicks}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`builder.landing.clicks.devices.${row.device}`)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
    </Card>
  );
}
