// What the editor says when the server refuses its save because the draft was changed elsewhere
// (another tab or window, another person): the server's words, and a way to load that draft.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client.ts';

/** A save refused because the stored draft moved on (409 conflict). */
export function isSaveConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

export function SaveConflict({
  error,
  onLoadLatest,
  loading,
}: {
  error: ApiError;
  onLoadLatest: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      radius={0}
      py="xs"
      icon={<IconAlertTriangle size={18} />}
      title={t('siteEditor.conflict.title')}
      data-testid="save-conflict"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text size="sm">{t('siteEditor.conflict.message')}</Text>
          <Text size="xs" c="dimmed" title={error.message}>
            {t('siteEditor.conflict.hint')}
          </Text>
        </div>
        <Button
          size="compact-sm"
          color="orange"
          onClick={onLoadLatest}
          loading={loading}
          data-testid="load-latest"
        >
          {t('siteEditor.conflict.loadLatest')}
        </Button>
      </Group>
    </Alert>
  );
}
