// Loading and error states shared by the online-store screens.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';

export function LoadingBlocks({ testId, count = 2 }: { testId: string; count?: number }) {
  return (
    <Stack data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={160} radius="lg" />
      ))}
    </Stack>
  );
}

export function LoadError({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('error.title')}
      data-testid={testId}
    >
      {errorMessage(error)}
      <Button size="xs" variant="light" color="red" ml="md" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
