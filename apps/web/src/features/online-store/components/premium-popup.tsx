// The premium popup of shared-blocks.md §2, §4: a gated builder feature (custom pages, more pages,
// a domain) offers the upgrade; Upgrade stores an upgrade request for the platform admin.
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { UPGRADE_REQUEST_SENT, upgradeSourceDevice } from '@storekeep/domain/plans';
import { IconCircleCheck, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useBuilderUpgradeRequest } from '../api/upgrade-request.ts';

export function PremiumPopup({
  opened,
  onClose,
  text,
}: {
  opened: boolean;
  onClose: () => void;
  text: string;
}) {
  const { t } = useTranslation();
  const appData = useAppData();
  const request = useBuilderUpgradeRequest();
  const target = appData.packageDetails?.upgradeToPackageIds[0] ?? appData.supplier?.packageId ?? 3;
  const close = () => {
    request.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      title={t('builder.premium.title')}
      data-testid="premium-popup"
    >
      {request.isSuccess ? (
        <Stack align="center" py="md">
          <ThemeIcon size={52} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={30} />
          </ThemeIcon>
          <Text fw={600} data-testid="premium-request-sent">
            {UPGRADE_REQUEST_SENT}
          </Text>
          <Button onClick={close}>{t('common.close')}</Button>
        </Stack>
      ) : (
        <Stack>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" color="grape">
              <IconRocket size={22} />
            </ThemeIcon>
            <Text>{text}</Text>
          </Group>
          {request.isError && (
            <Text c="red" size="sm">
              {errorMessage(request.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.close')}
            </Button>
            <Button
              loading={request.isPending}
              data-testid="premium-upgrade"
              onClick={() =>
                request.mutate({
                  upgradePackageId: target,
                  module: 'Website',
                  sourceDevice: upgradeSourceDevice(
                    window.matchMedia('(max-width: 48em)').matches ? 'MobileBrowser' : 'WebBrowser',
                  ),
                })
              }
            >
              {t('builder.premium.upgrade')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
