// Import opening stock or adjustments from a CSV/XLSX file (all rows post, or none and the rows'
// errors are listed), and export the stock levels or the ledger of the outlets shown.
import { Alert, Anchor, Button, Card, FileInput, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StockImportReply } from '@storekeep/domain/inventory-api';
import type { OutletScope } from '@storekeep/domain/order-tabs';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { stockExportHref, useImportStock } from '../api/import-export.ts';

export function BulkPanel({ scope }: { scope: OutletScope }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<StockImportReply | null>(null);
  const upload = useImportStock();
  const send = async () => {
    if (!file) return;
    try {
      const reply = await upload.mutateAsync(file);
      setResult(reply);
      if (reply.posted > 0) {
        notifications.show({ color: 'teal', message: t('inventory.bulk.imported', { count: reply.posted }) });
        setFile(null);
      }
    } catch (error) {
      setResult(null);
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };
  return (
    <Stack gap="md" data-testid="bulk-panel">
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('inventory.bulk.importTitle')}
          </Title>
          <Text size="sm">{t('inventory.bulk.importHint')}</Text>
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={t('inventory.bulk.chooseFile')}
              accept=".csv,.xlsx"
              value={file}
              onChange={setFile}
              leftSection={<IconFileSpreadsheet size={16} />}
              w={{ base: '100%', sm: 320 }}
              data-testid="stock-import-file"
            />
            <Button
              onClick={() => void send()}
              disabled={!file}
              loading={upload.isPending}
              data-testid="stock-import"
            >
              {t('inventory.bulk.upload')}
            </Button>
          </Group>
          {result && result.errors.length > 0 && (
            <Alert color="red" title={t('inventory.bulk.rowErrors')} data-testid="stock-import-errors">
              <List size="sm">
                {result.errors.map((e) => (
                  <List.Item key={`${e.row}-${e.field}`}>
                    {t('inventory.bulk.rowError', { row: e.row, field: e.field, message: e.message })}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </Card>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Title order={2} fz="md">
            {t('inventory.bulk.exportTitle')}
          </Title>
          {(['levels', 'moves'] as const).map((what) => (
            <Group key={what} gap="md">
              <Text size="sm" w={140}>
                {t(what === 'levels' ? 'inventory.bulk.exportLevels' : 'inventory.bulk.exportMoves')}
              </Text>
              {(['xlsx', 'csv'] as const).map((format) => (
                <Anchor key={format} href={stockExportHref(what, scope, format)} size="sm" download>
                  <Group gap={4}>
                    <IconDownload size={14} />
                    {format.toUpperCase()}
                  </Group>
                </Anchor>
              ))}
            </Group>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
