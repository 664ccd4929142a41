// /change-password: the enforced reset of back-office.md §4, and the user's own change from the menu.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHANGE_PASSWORD_MESSAGES, changePasswordRequestSchema } from '@storekeep/domain/login';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../app/api-client.ts';
import { useAppData } from '../../../app/app-data.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { useChangePassword } from '../api/change-password.ts';

const formSchema = changePasswordRequestSchema
  .and(z.object({ confirmPassword: z.string() }))
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
type FormValues = z.infer<typeof formSchema>;
type FieldName = keyof FormValues;

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const appData = useAppData();
  const navigate = useNavigate();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: translateMessage(CHANGE_PASSWORD_MESSAGES.changed, i18n.language),
          });
          void navigate({ to: '/', replace: true });
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const [field, message] of Object.entries(error.fields)) {
            if (field === 'currentPassword' || field === 'newPassword')
              setError(field as FieldName, { message });
          }
        },
      },
    );
  });

  const serverError =
    mutation.isError && !(isApiError(mutation.error) && Object.keys(mutation.error.fields).length > 0);

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Box px="md" py="sm">
        <BrandMark />
      </Box>
      <Center px="md" py={{ base: 'lg', sm: 64 }}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap">
                <IconShieldLock size={28} color="var(--mantine-color-brand-6)" />
                <Title order={2} fz={22}>
                  {t('changePassword.title')}
                </Title>
              </Group>
              {appData.user.enforcePasswordReset && (
                <Text size="sm" c="dimmed" data-testid="password-reset-required">
                  {t('changePassword.enforced')}
                </Text>
              )}
              {serverError && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={18} />}
                  data-testid="change-password-error"
                >
                  {errorMessage(mutation.error)}
                </Alert>
              )}
              <PasswordInput
                label={t('changePassword.current')}
                autoComplete="current-password"
                error={translateMessage(errors.currentPassword?.message, i18n.language)}
                data-testid="current-password"
                {...register('currentPassword')}
              />
              <PasswordInput
                label={t('changePassword.new')}
                autoComplete="new-password"
                error={translateMessage(errors.newPassword?.message, i18n.language)}
                data-testid="new-password"
                {...register('newPassword')}
              />
              <PasswordInput
                label={t('changePassword.confirm')}
                autoComplete="new-password"
                error={translateMessage(errors.confirmPassword?.message, i18n.language)}
                data-testid="confirm-password"
                {...register('confirmPassword')}
              />
              <Group justify="flex-end" gap="xs">
                {!appData.user.enforcePasswordReset && (
                  <Button
                    variant="default"
                    onClick={() => void navigate({ to: '/' })}
                    data-testid="change-password-cancel"
                  >
                    {t('common.cancel')}
                  </Button>
                )}
                <Button type="submit" loading={mutation.isPending} data-testid="change-password-submit">
                  {t('changePassword.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </Center>
    </Box>
  );
}
