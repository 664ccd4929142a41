// What a screen shows when it cannot load: no access (permission or 403), or a retry.
import { Button } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client.ts';
import { ForbiddenError } from '../../../app/route-errors.ts';
import { StatusPage } from '../../../ui/status-page.tsx';

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  if (error instanceof ForbiddenError || (error instanceof ApiError && error.status === 403)) {
    return (
      <StatusPage
        testId="forbidden"
        icon={<IconLock size={36} />}
        color="orange"
        title={
          error instanceof ForbiddenError
            ? t('forbidden.title', { feature: t(error.featureLabel) })
            : error.message
        }
        body={t('forbidden.body')}
      />
    );
  }
  return (
    <StatusPage
      testId="route-error"
      icon={<IconAlertTriangle size={36} />}
      color="red"
      title={t('error.title')}
      body={error instanceof ApiError ? error.message : t('error.body')}
      action={
        <Button
          mt="sm"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('common.retry')}
        </Button>
      }
    />
  );
}
