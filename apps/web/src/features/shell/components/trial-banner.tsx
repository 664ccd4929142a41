// Trial banner (back-office.md §2): first day, or days left, with an Upgrade button.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AppData } from '@storekeep/domain/app-data';
import { trialBanner } from '@storekeep/domain/trial';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentDate } from '../../../app/server-time.ts';
import { UpgradeModal } from './upgrade-modal.tsx';

export function TrialBanner({ appData }: { appData: AppData }) {
  const { t } = useTranslation();
  const now = useCurrentDate();
  const [opened, { open, close }] = useDisclosure(false);
  const supplier = appData.supplier;
  const banner = supplier ? trialBanner(supplier, now) : null;
  if (!banner) return null;

  return (
    <>
      <Paper
        px="md"
        py={8}
        radius={0}
        bg="var(--mantine-color-yellow-0)"
        style={{ borderBottom: '1px solid var(--mantine-color-yellow-3)' }}
        data-testid="trial-banner"
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <IconHourglassHigh size={18} color="var(--mantine-color-yellow-8)" />
            <Text size="sm" fw={600} data-testid="trial-banner-text">
              {banner.kind === 'first-day'
                ? t('trial.firstDay')
                : t('trial.daysLeft', { days: banner.daysLeft })}
            </Text>
          </Group>
          <Button size="compact-sm" color="yellow.8" onClick={open} data-testid="trial-upgrade">
            {t('trial.upgrade')}
          </Button>
        </Group>
      </Paper>
      <UpgradeModal appData={appData} opened={opened} onClose={close} />
    </>
  );
}
