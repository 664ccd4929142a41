// /login: the vendor login page; after signing in, back to where the user was sent from.
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { AppData } from '@storekeep/domain/app-data';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CHANGE_PASSWORD_PATH, safeRedirect } from '../../../app/api-client.ts';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { LanguageSelect } from '../../../ui/language-select.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search: { redirect?: unknown } = useSearch({ strict: false });
  useDocumentTitle(`${t('login.submit')} · Storekeep`);

  const onSuccess = (appData: AppData) => {
    const target = appData.user.enforcePasswordReset ? CHANGE_PASSWORD_PATH : safeRedirect(search.redirect);
    void navigate({ to: target, replace: true });
  };

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" px="md" py="sm">
        <BrandMark />
        <LanguageSelect />
      </Group>
      <Center px="md" py={{ base: 'lg', sm: 64 }}>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Stack gap="lg">
            <div>
              <Title order={2} fz={{ base: 22, sm: 26 }}>
                {t('login.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('login.subtitle')}
              </Text>
            </div>
            <LoginForm onSuccess={onSuccess} />
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
