// Step 1: choose or drop a CSV/XLSX; the server checks every row before anything is written.
import '@mantine/dropzone/styles.css';
import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  PRODUCT_FILE_COLUMNS,
  XLSX_MIME,
} from '@storekeep/domain/product-import';
import { IconAlertCircle, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';

export function UploadCard({
  onFile,
  uploading,
  error,
}: {
  onFile: (file: File) => void;
  uploading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [rejected, setRejected] = useState<string | null>(null);
  const message = rejected ?? (error ? errorMessage(error) : null);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack>
        <Dropzone
          onDrop={(files) => {
            setRejected(null);
            const file = files[0];
            if (file) onFile(file);
          }}
          onReject={(rejections) => {
            const code = rejections[0]?.errors[0]?.code;
            setRejected(
              translateMessage(
                code === 'file-too-large' ? IMPORT_MESSAGES.tooLarge : IMPORT_MESSAGES.wrongFormat,
                i18n.language,
              ),
            );
          }}
          maxSize={IMPORT_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          accept={{ 'text/csv': ['.csv'], [XLSX_MIME]: ['.xlsx'] }}
          loading={uploading}
          data-testid="import-dropzone"
        >
          <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={44} stroke={1.5} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={44} stroke={1.5} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileSpreadsheet size={44} stroke={1.5} />
            </Dropzone.Idle>
            <Stack gap={4} maw={420}>
              <Text fw={600}>{t('productImport.choose')}</Text>
              <Text size="sm" c="dimmed">
                {t('productImport.dropHint')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {uploading && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('productImport.checking')}</Text>
          </Group>
        )}
        {message && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="import-upload-error"
          >
            {message}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('productImport.columnsHint', { columns: PRODUCT_FILE_COLUMNS.map((c) => c.header).join(', ') })}
        </Text>
      </Stack>
    </Card>
  );
}
