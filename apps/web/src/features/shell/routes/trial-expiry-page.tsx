// /trialExpiry/expired and /trialExpiry/progress (back-office.md §2): outside the shell.
import { Box, Button, Group, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHourglassEmpty, IconRocket } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { StatusPage } from '../../../ui/status-page.tsx';
import { useLogout } from '../api/logout.ts';
import { UpgradeModal } from '../components/upgrade-modal.tsx';

function TrialExpiryLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" px="md" py="sm">
        <BrandMark />
        <Button
          variant="subtle"
          size="xs"
          data-testid="logout"
          onClick={() => logout.mutate(undefined, { onSettled: () => void navigate({ to: '/login' }) })}
        >
          {t('header.logout')}
        </Button>
      </Group>
      <Paper withBorder maw={560} mx="auto" mt={{ base: 'md', sm: 64 }}>
        {children}
      </Paper>
    </Box>
  );
}

export function TrialExpiredPage() {
  const { t } = useTranslation();
  const appData = useAppData();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <TrialExpiryLayout>
      <StatusPage
        testId="trial-expired"
        icon={<IconHourglassEmpty size={36} />}
        color="orange"
        title={t('trial.expiredTitle')}
        body={t('trial.expiredBody')}
        action={
          <Button mt="sm" leftSection={<IconRocket size={16} />} onClick={open} data-testid="trial-upgrade">
            {t('trial.upgrade')}
          </Button>
        }
      />
      <UpgradeModal appData={appData} opened={opened} onClose={close} />
    </TrialExpiryLayout>
  );
}

export function TrialProgressPage() {
  const { t } = useTranslation();
  return (
    <TrialExpiryLayout>
      <StatusPage
        testId="trial-progress"
        icon={<IconRocket size={36} />}
        title={t('trial.progressTitle')}
        body={t('trial.progressBody')}
      />
    </TrialExpiryLayout>
  );
}
