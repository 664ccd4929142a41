// The upgrade request modal (back-office.md §3 Upgrade request; shared-blocks.md §2 Premium popup).
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { AppData } from '@storekeep/domain/app-data';
import { IconAlertCircle, IconCircleCheck, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import {
  currentSourceDevice,
  UPGRADE_TENURES,
  type UpgradeTenure,
  useUpgradeRequest,
} from '../api/upgrade-request.ts';

export function UpgradeModal({
  appData,
  opened,
  onClose,
  module = 'Home',
  initialTenure = 'YEARLY',
}: {
  appData: AppData;
  opened: boolean;
  onClose: () => void;
  module?: string;
  initialTenure?: UpgradeTenure | undefined;
}) {
  const { t } = useTranslation();
  const [tenure, setTenure] = useState<UpgradeTenure>(initialTenure ?? 'YEARLY');
  const request = useUpgradeRequest();
  const target = appData.packageDetails?.upgradeToPackageIds[0] ?? appData.supplier?.packageId ?? 0;

  const close = () => {
    onClose();
    request.reset();
  };

  const send = () => {
    request.mutate(
      { upgradePackageId: target, module, sourceDevice: currentSourceDevice(), tenure },
      {
        // The spec only logs a failed request; the modal also says so, so the merchant can retry.
        onError: (error) => console.error('upgrade request failed', error),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      size="md"
      title={t('trial.upgradeTitle')}
      data-testid="upgrade-modal"
    >
      {request.isSuccess ? (
        <Stack align="center" gap="sm" py="md" data-testid="upgrade-success">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={34} />
          </ThemeIcon>
          <Title order={3} ta="center">
            {t('trial.sent')}
          </Title>
          <Text c="dimmed" ta="center" size="sm">
            {t('trial.sentNote')}
          </Text>
          <Button mt="sm" onClick={close}>
            {t('common.close')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light">
              <IconRocket size={22} />
            </ThemeIcon>
            <Text size="sm">{t('trial.upgradeBody')}</Text>
          </Group>
          <div>
            <Text size="sm" fw={500} mb={6}>
              {t('trial.tenure')}
            </Text>
            <SegmentedControl
              fullWidth
              value={tenure}
              onChange={(value) => setTenure(value as UpgradeTenure)}
              data={UPGRADE_TENURES.map((value) => ({ value, label: t(`trial.${value.toLowerCase()}`) }))}
            />
          </div>
          {request.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {errorMessage(request.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={send} loading={request.isPending} data-testid="upgrade-send">
              {t('trial.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
