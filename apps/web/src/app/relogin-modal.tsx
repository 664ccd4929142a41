// The platform admin's session-timeout modal: sign in again and the failed call is retried.
import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AppData } from '@storekeep/domain/app-data';
import type { QueryClient } from '@tanstack/react-query';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { loginHref } from './api-client.ts';
import { APP_DATA_KEY } from './app-data.ts';
import { i18n } from './i18n.ts';

export function openReloginModal(queryClient: QueryClient): Promise<void> {
  const previous = queryClient.getQueryData<AppData>(APP_DATA_KEY);
  return new Promise<void>((resolve, reject) => {
    const id = modals.open({
      title: i18n.t('login.sessionExpiredTitle'),
      closeOnClickOutside: false,
      closeOnEscape: false,
      withCloseButton: false,
      children: (
        <Stack>
          <Text size="sm" c="dimmed">
            {i18n.t('login.sessionExpiredBody')}
          </Text>
          <LoginForm
            defaultEmail={previous?.user.email ?? ''}
            onSuccess={() => {
              modals.close(id);
              resolve();
            }}
          />
          <Button
            variant="subtle"
            onClick={() => {
              modals.close(id);
              reject(new Error('re-login declined'));
              window.location.assign(loginHref(`${window.location.pathname}${window.location.search}`));
            }}
          >
            {i18n.t('login.goToLogin')}
          </Button>
        </Stack>
      ),
    });
  });
}
