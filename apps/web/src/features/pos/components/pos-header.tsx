// The POS top bar: the title and the outlet the bill is for, the printer's status (opens its settings), the held bills' count and help.
import { Badge, Box, Button, Group, Text, Title, UnstyledButton } from '@mantine/core';
import type { PrinterStatus } from '@storekeep/domain/printer';
import { IconBuildingStore, IconHelp, IconPlayerPause, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STATUS_COLOR = { connecting: 'yellow', connected: 'green', notConnected: 'red' } as const;

export function PosHeader({
  outletName,
  printerStatus,
  heldCount,
  onPrinter,
  onResume,
  onHelp,
}: {
  /** The outlet the sale is booked at and whose stock the lines show. */
  outletName: string | null;
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
        <Title order={3} size="h4" style={{ whiteSpace: 'nowrap' }}>
          {t('pos.title')}
        </Title>
        {outletName && (
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }} data-testid="pos-outlet">
            <IconBuildingStore size={16} aria-hidden />
            <Text size="sm" c="dimmed" truncate="end">
              {t('pos.outlet', { name: outletName })}
            </Text>
          </Group>
        )}
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
