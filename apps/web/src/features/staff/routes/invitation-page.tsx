// /invite/$token: an invited member sets their own password with the one-time link the owner sent,
// then signs in as usual. Needs no session.
import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { CHANGE_PASSWORD_MESSAGES } from '@storekeep/domain/login';
import { acceptInvitationBodySchema } from '@storekeep/domain/staff-api';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';

export function InvitationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = acceptInvitationBodySchema.safeParse({ password });
    if (!parsed.success) return setErrors({ password: parsed.error.issues[0]?.message });
    if (password !== confirm)
      return setErrors({ confirm: translateMessage(CHANGE_PASSWORD_MESSAGES.mismatch, i18n.language) });
    setErrors({});
    accept.mutate(password);
  };

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" component="main">
      <Box px="md" py="sm">
        <BrandMark />
      </Box>
      <Center px="md" py={{ base: 'lg', sm: 64 }}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
          <Stack gap="md" data-testid="invitation-page">
            <Title order={1} fz={22}>
              {t('invitation.title')}
            </Title>
            {invitation.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
            {invitation.isError && (
              <Alert color="red" variant="light" data-testid="invitation-invalid">
                {errorMessage(invitation.error)}
              </Alert>
            )}
            {accept.isSuccess && (
              <Stack gap="sm" data-testid="invitation-done">
                <Text>{t('invitation.done')}</Text>
                <Button component={Link} to="/login">
                  {t('invitation.signIn')}
                </Button>
              </Stack>
            )}
            {invitation.data && !accept.isSuccess && (
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <Text size="sm">
                    {t('invitation.welcome', {
                      name: invitation.data.firstName,
                      store: invitation.data.storeName,
                      email: invitation.data.email,
                    })}
                  </Text>
                  {accept.isError && <Alert color="red">{errorMessage(accept.error)}</Alert>}
                  <PasswordInput
                    label={t('invitation.password')}
                    value={password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                    error={errors.password}
                    autoComplete="new-password"
                    data-testid="invitation-password"
                  />
                  <PasswordInput
                    label={t('invitation.confirm')}
                    value={confirm}
                    onChange={(e) => setConfirm(e.currentTarget.value)}
                    error={errors.confirm}
                    autoComplete="new-password"
                    data-testid="invitation-confirm"
                  />
                  <Button type="submit" loading={accept.isPending} data-testid="invitation-save">
                    {t('invitation.save')}
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
