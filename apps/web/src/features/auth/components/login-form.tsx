// Email + password form (shared-blocks.md §5 Login): one message at a time, the spec's words.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { AppData } from '@storekeep/domain/app-data';
import { LOGIN_MESSAGES, type LoginRequest, loginRequestSchema } from '@storekeep/domain/login';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useLogin } from '../api/login.ts';

type MessageKey = keyof typeof LOGIN_MESSAGES;
const MESSAGE_KEYS = new Map<string, MessageKey>(
  (Object.entries(LOGIN_MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

export function LoginForm({
  onSuccess,
  defaultEmail = '',
}: {
  onSuccess: (appData: AppData) => void;
  defaultEmail?: string;
}) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: defaultEmail, password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const validation = errors.email?.message ?? errors.password?.message;
  const validationKey = validation ? MESSAGE_KEYS.get(validation) : undefined;
  const message = validation
    ? validationKey
      ? t(`loginMessages.${validationKey}`, { defaultValue: LOGIN_MESSAGES[validationKey] })
      : validation
    : loginMutation.isError
      ? errorMessage(loginMutation.error)
      : null;

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, { onSuccess });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {message && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="login-error"
            role="alert"
          >
            {message}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          inputMode="email"
          leftSection={<IconAt size={16} />}
          error={Boolean(errors.email)}
          data-testid="login-email"
          {...register('email')}
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          error={Boolean(errors.password)}
          data-testid="login-password"
          {...register('password')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={loginMutation.isPending}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
