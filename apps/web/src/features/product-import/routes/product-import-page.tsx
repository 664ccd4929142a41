// /products/import: upload → preview with row errors → choose (all / valid rows only) → progress →
// result; and the catalogue export as CSV or Excel.
import { Alert, Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  exportHref,
  useCancelImport,
  useProductImport,
  useStartImport,
  useUploadImport,
} from '../api/product-import.ts';
import { ImportReview } from '../components/import-review.tsx';
import { ImportStatus } from '../components/import-status.tsx';
import { UploadCard } from '../components/upload-card.tsx';

export function ProductImportPage() {
  const { t } = useTranslation();
  const [importId, setImportId] = useState<number | null>(null);
  const upload = useUploadImport();
  const current = useProductImport(importId);
  const start = useStartImport(importId);
  const cancel = useCancelImport(importId);

  const reset = () => {
    setImportId(null);
    upload.reset();
    start.reset();
  };
  const data = current.data;

  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('productImport.title')}
        subtitle={t('productImport.subtitle')}
        actions={
          <Group gap="xs" data-testid="export-buttons">
            <Button
              component="a"
              href={exportHref('csv')}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
              data-testid="export-csv"
            >
              {t('productImport.exportCsv')}
            </Button>
            <Button
              component="a"
              href={exportHref('xlsx')}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
              data-testid="export-xlsx"
            >
              {t('productImport.exportXlsx')}
            </Button>
          </Group>
        }
      />
      <Stack>
        {importId === null && (
          <UploadCard
            uploading={upload.isPending}
            error={upload.error}
            onFile={(file) => upload.mutate(file, { onSuccess: (reply) => setImportId(reply.importId) })}
          />
        )}
        {importId !== null && current.isPending && <Skeleton h={240} radius="lg" />}
        {importId !== null && current.isError && (
          <Alert color="red" variant="light">
            {errorMessage(current.error)}
            <Button size="xs" variant="light" color="red" ml="md" onClick={() => void current.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {data?.status === 'VALIDATED' && (
          <ImportReview
            productImport={data}
            starting={start.isPending}
            error={start.error}
            onStart={(mode) => start.mutate({ mode })}
            onDiscard={() => cancel.mutate(undefined, { onSuccess: reset })}
          />
        )}
        {data && data.status !== 'VALIDATED' && <ImportStatus productImport={data} onAnother={reset} />}
      </Stack>
    </Container>
  );
}
