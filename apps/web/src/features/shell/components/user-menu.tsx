// The header's user menu: who is signed in, language, change password and logout.
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AppData } from '@storekeep/domain/app-data';
import { IconKey, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api/logout.ts';
import { LanguageModal } from './language-modal.tsx';

function initials(appData: AppData): string {
  const { firstName, lastName, email } = appData.user;
  const text = `${firstName.charAt(0)}${lastName.charAt(0)}`.trim();
  return (text || email.charAt(0)).toUpperCase();
}

export function UserMenu({
  appData,
  beforeLogout,
}: {
  appData: AppData;
  /** Runs while the session still holds (web push sends the logged-out status). */
  beforeLogout?: (() => Promise<void>) | undefined;
}) {
  const { t } = useTranslation();
  const [languagesOpened, { open: openLanguages, close: closeLanguages }] = useDisclosure(false);
  const navigate = useNavigate();
  const logout = useLogout();
  const { user } = appData;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  const onLogout = async () => {
    await beforeLogout?.();
    logout.mutate(undefined, {
      onSettled: () => {
        void navigate({ to: '/login', replace: true });
      },
    });
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={240} withinPortal>
        <Menu.Target>
          {/* The initials it shows, then who they stand for (WCAG 2.5.3: the name holds the visible text). */}
          <UnstyledButton
            aria-label={`${initials(appData)}, ${t('header.signedInAs')} ${name}`}
            data-testid="user-menu"
          >
            <Avatar color="brand" radius="xl" size={34}>
              {initials(appData)}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('header.signedInAs')}</Menu.Label>
          <Text px="sm" pb={6} size="sm" fw={600} truncate="end">
            {name}
          </Text>
          <Text px="sm" pb={8} size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLanguage size={16} />}
            onClick={openLanguages}
            data-testid="language-menu"
          >
            {t('header.language')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconKey size={16} />}
            onClick={() => void navigate({ to: '/change-password' })}
          >
            {t('header.changePassword')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => void onLogout()}
            data-testid="logout"
          >
            {t('header.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LanguageModal opened={languagesOpened} onClose={closeLanguages} />
    </>
  );
}
