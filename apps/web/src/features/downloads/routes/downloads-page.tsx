// /downloads: the exports of the last seven days (a GSTR-1, a report's file) with who asked, the
// period, progress while they run, size, when and until when, and the file once it is ready.
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { formatDisplayDate } from '@storekeep/domain/date-ranges';
import type { Download } from '@storekeep/domain/report-api';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { downloadFileUrl, useDownloads } from '../api/downloads.ts';

const STATUS_COLOURS: Record<Download['status'], string> = {
  QUEUED: 'gray',
  RUNNING: 'blue',
  DONE: 'green',
  FAILED: 'red',
};

const dateTime = (iso: string) => {
  const date = new Date(iso);
  const india = new Date(date.getTime() + 5.5 * 3_600_000).toISOString();
  return `${formatDisplayDate(india.slice(0, 10))} ${india.slice(11, 16)}`;
};

function sizeText(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function DownloadCard({ download }: { download: Download }) {
  const { t } = useTranslation();
  const name =
    download.kind === 'gstr1'
      ? t('downloads.gstr1', { format: download.format.toUpperCase() })
      : t('downloads.report', {
          report: t(`reports.tabs.${download.report}`),
          format: download.format.toUpperCase(),
        });
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`download-${download.downloadId}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          <Text size="sm">
            {t('downloads.period', {
              from: formatDisplayDate(download.periodStart),
              to: formatDisplayDate(download.periodEnd),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('downloads.askedBy', { name: download.requestedBy, at: dateTime(download.createdAt) })}
            {' · '}
            {t('downloads.expires', { at: dateTime(download.expiresAt) })}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOURS[download.status]} data-testid="download-status">
          {t(`downloads.status.${download.status}`)}
        </Badge>
      </Group>
      {(download.status === 'QUEUED' || download.status === 'RUNNING') && (
        <Progress
          mt="sm"
          value={download.progress}
          aria-label={t('downloads.progress', { percent: download.progress })}
          animated
        />
      )}
      {download.status === 'FAILED' && (
        <Text size="sm" c="red.8" mt="xs">
          {download.error}
        </Text>
      )}
      {download.status === 'DONE' && (
        <Group mt="xs" gap="xs">
          <Anchor
            href={downloadFileUrl(download)}
            download={download.fileName ?? true}
            data-testid="download-file"
          >
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} />
              {download.fileName}
            </Group>
          </Anchor>
          <Text size="xs" c="dimmed">
            {sizeText(download.byteSize)}
          </Text>
        </Group>
      )}
    </Card>
  );
}

export function DownloadsPage() {
  const { t } = useTranslation();
  const list = useDownloads();
  return (
    <Container size="md" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <PageHeader title={t('downloads.title')} subtitle={t('downloads.subtitle')} />
      {list.isError ? (
        <Alert color="red" title={t('downloads.loadError')}>
          {errorMessage(list.error)}
        </Alert>
      ) : list.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : list.data.downloads.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="downloads-empty">
          {t('downloads.empty')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="downloads-list">
          {list.data.downloads.map((d) => (
            <DownloadCard key={d.downloadId} download={d} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
