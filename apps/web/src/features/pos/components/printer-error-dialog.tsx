// 'Unable to Communicate to Printer' (shared-blocks.md §8): the four steps and Continue.
import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { PRINT_SERVICE_HTTPS_PORT } from '@storekeep/domain/printer';
import { useTranslation } from 'react-i18next';

export function PrinterErrorDialog({
  opened,
  host,
  useHttps,
  onSwitchToHttp,
  onContinue,
}: {
  opened: boolean;
  host: string;
  useHttps: boolean;
  onSwitchToHttp: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const certificateUrl = `https://${host.replace(/:\d+$/, '')}:${PRINT_SERVICE_HTTPS_PORT}/`;
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={t('pos.unableTitle')}
      data-testid="printer-error-dialog"
    >
      <Stack>
        <Text size="sm">{t('pos.unableIntro')}</Text>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>{t('pos.unableSteps.connection')}</List.Item>
          <List.Item>
            {t('pos.unableSteps.certificate')}{' '}
            <Anchor href={certificateUrl} target="_blank" rel="noreferrer">
              {t('pos.openCertificate')}
            </Anchor>
          </List.Item>
          <List.Item>
            {t('pos.unableSteps.http')}{' '}
            {useHttps && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={onSwitchToHttp}
                data-testid="printer-switch-http"
              >
                {t('pos.switchHttp')}
              </Button>
            )}
          </List.Item>
          <List.Item>{t('pos.unableSteps.support')}</List.Item>
        </List>
        <Group justify="flex-end">
          <Button onClick={onContinue} data-autofocus data-testid="printer-error-continue">
            {t('pos.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
