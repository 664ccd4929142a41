// Step 2: what the check found. All rows import only when none failed; with problems the merchant
// either fixes the file or explicitly imports the valid rows only.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProductImport, StartImport } from '@storekeep/domain/product-import';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PreviewTable } from './preview-table.tsx';
import { RowErrorsTable } from './row-errors-table.tsx';

export function ImportReview({
  productImport,
  onStart,
  onDiscard,
  starting,
  error,
}: {
  productImport: ProductImport;
  onStart: (mode: StartImport['mode']) => void;
  onDiscard: () => void;
  starting: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const { totalRows, validRows, errorCount } = productImport;
  const hasErrors = errorCount > 0;
  return (
    <Stack>
      <Card withBorder radius="lg" padding="lg" data-testid="import-review">
        <Stack>
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {productImport.fileName}
              </Text>
              <Title order={3} fz="lg" data-testid="import-summary">
                {t('productImport.summary', { valid: validRows, total: totalRows })}
              </Title>
            </Stack>
          </Group>
          {hasErrors ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t('productImport.rowErrorsTitle', { count: errorCount })}
            >
              {t('productImport.fixHint')}
            </Alert>
          ) : (
            <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
              {t('productImport.allValid')}
            </Alert>
          )}
          {hasErrors && <RowErrorsTable productImport={productImport} />}
          {error !== null && error !== undefined && (
            <Alert color="red" variant="light" data-testid="import-start-error">
              {errorMessage(error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDiscard} data-testid="import-discard">
              {t('productImport.cancel')}
            </Button>
            {hasErrors ? (
              <Button
                color="orange"
                disabled={validRows === 0}
                loading={starting}
                onClick={() => onStart('VALID_ROWS')}
                data-testid="import-valid-rows"
              >
                {t('productImport.importValid', { count: validRows })}
              </Button>
            ) : (
              <Button loading={starting} onClick={() => onStart('ALL')} data-testid="import-all">
                {t('productImport.importAll', { count: totalRows })}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      {productImport.preview.length > 0 && (
        <Card withBorder radius="lg" padding="lg">
          <Text fw={600} mb="sm">
            {t('productImport.preview')}
          </Text>
          <PreviewTable productImport={productImport} />
        </Card>
      )}
    </Stack>
  );
}
