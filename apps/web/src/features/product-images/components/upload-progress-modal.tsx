// The multi-file upload progress modal (shared-blocks.md §2, §4): one row per file with its
// progress (at most 99 until done), its failure message, a cancel button, and clear-all.
import { ActionIcon, Button, Group, Modal, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { displayedProgress } from '@storekeep/domain/uploads';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QueuedUpload } from './use-upload-queue.ts';

export interface UploadProgressModalProps {
  items: readonly QueuedUpload[];
  busy: boolean;
  onCancel: (id: string) => void;
  onClearAll: () => void;
  onClose: () => void;
}

function statusColor(item: QueuedUpload): string {
  if (item.status === 'done') return 'teal';
  if (item.status === 'error' || item.status === 'cancel') return 'red';
  return 'blue';
}

export function UploadProgressModal({
  items,
  busy,
  onCancel,
  onClearAll,
  onClose,
}: UploadProgressModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={items.length > 0}
      onClose={onClose}
      title={t('productImages.progressTitle')}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      data-testid="upload-progress-modal"
    >
      <Stack gap="sm">
        {items.map((item) => {
          const percent = displayedProgress(item);
          const inFlight = item.status === 'ready' || item.status === 'start';
          return (
            <Stack key={item.id} gap={4} data-testid="upload-item" data-status={item.status}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate="end" style={{ minWidth: 0, flex: 1 }}>
                  {item.name}
                </Text>
                {item.status === 'done' && <IconCheck size={16} color="var(--mantine-color-teal-6)" />}
                {inFlight && (
                  <Tooltip label={t('productImages.cancelUpload')}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="gray"
                      aria-label={`${t('productImages.cancelUpload')} ${item.name}`}
                      onClick={() => onCancel(item.id)}
                      data-testid="upload-item-cancel"
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
              <Progress
                value={item.status === 'error' || item.status === 'cancel' ? 100 : percent}
                color={statusColor(item)}
                size="sm"
              />
              <Text size="xs" c={item.error ? 'red.8' : 'gray.7'} data-testid="upload-item-message">
                {item.error ??
                  (item.status === 'done'
                    ? t('productImages.done')
                    : item.status === 'ready'
                      ? t('productImages.waiting')
                      : `${percent}%`)}
              </Text>
            </Stack>
          );
        })}
        <Group justify="flex-end" mt="sm">
          {busy ? (
            <Button variant="light" color="red" onClick={onClearAll} data-testid="upload-clear-all">
              {t('productImages.clearAll')}
            </Button>
          ) : (
            <Button onClick={onClose} data-testid="upload-progress-close">
              {t('common.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
