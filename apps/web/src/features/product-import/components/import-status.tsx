// Steps 3 and 4: progress while the rows are written (polled), then the result.
import { Alert, Button, Card, Progress, Stack, Text } from '@mantine/core';
import type { ProductImport } from '@storekeep/domain/product-import';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowErrorsTable } from './row-errors-table.tsx';

export function ImportStatus({
  productImport,
  onAnother,
}: {
  productImport: ProductImport;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const { status, processedRows, totalRows, importedRows } = productImport;
  if (status === 'IMPORTING') {
    const percent = totalRows === 0 ? 0 : Math.min(99, Math.floor((processedRows / totalRows) * 100));
    return (
      <Card withBorder radius="lg" padding="lg" data-testid="import-progress">
        <Stack gap="sm">
          <Text fw={600}>{t('productImport.progress', { processed: processedRows, total: totalRows })}</Text>
          <Progress value={percent} size="lg" animated striped aria-label={`${percent}%`} />
        </Stack>
      </Card>
    );
  }
  const skipped = totalRows - importedRows;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="import-result">
      <Stack>
        {status === 'DONE' && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
            <Text fw={600} data-testid="import-done">
              {t('productImport.done', { count: importedRows })}
            </Text>
            {skipped > 0 && <Text size="sm">{t('productImport.doneSkipped', { count: skipped })}</Text>}
          </Alert>
        )}
        {status === 'FAILED' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {t('productImport.failed', { reason: productImport.failure ?? '' })}
          </Alert>
        )}
        {status === 'CANCELLED' && <Alert color="gray">{t('productImport.cancelled')}</Alert>}
        {productImport.errorCount > 0 && <RowErrorsTable productImport={productImport} />}
        <Button
          variant="light"
          onClick={onAnother}
          style={{ alignSelf: 'flex-start' }}
          data-testid="import-another"
        >
          {t('productImport.another')}
        </Button>
      </Stack>
    </Card>
  );
}
