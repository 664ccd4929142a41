// The POS top bar: the title, the printer's status (opens its settings), the held bills' count and help.
import { Badge, Box, Button, Group, Title, UnstyledButton } from '@mantine/core';
import type { PrinterStatus } from '@storekeep/domain/printer';
import { IconHelp, IconPlayerPause, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR = { connecting: 'yellow', connected: 'green', notConnected: 'red' } as const;

export function PosHeader({
  printerStatus,
  heldCount,
  onPrinter,
  onResume,
  onHelp,
}: {
  printerStatus: PrinterStatus;
  heldCount: number;
  onPrinter: () => void;
  onResume: () => void;
  onHelp: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <IconReceipt size={24} />
        <Title order={3} size="h4">
          {t('pos.title')}
        </Title>
      </Group>
      <Group gap={6} wrap="nowrap">
        <UnstyledButton
          onClick={onPrinter}
          // Starts with the status it shows from sm up (WCAG 2.5.3), then says what it opens.
          aria-label={`${t(`pos.printer.${printerStatus}`)}, ${t('pos.printerSettings')}`}
        >
          <Badge
            color={STATUS_COLOR[printerStatus]}
            variant="light"
            leftSection={<IconPrinter size={14} />}
            data-testid="printer-status"
            data-status={printerStatus}
          >
            <Box component="span" visibleFrom="sm">
              {t(`pos.printer.${printerStatus}`)}
            </Box>
          </Badge>
        </UnstyledButton>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlayerPause size={14} />}
          onClick={onResume}
          data-testid="pos-held"
        >
          {heldCount}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={onHelp}
          aria-label={t('pos.help')}
          data-testid="pos-help"
        >
          <IconHelp size={18} />
        </Button>
      </Group>
    </Group>
  );
}
