// The mobile screens' header: back arrow, the screen's title and an optional action on the right.
import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function MobileHeader({
  title,
  onBack,
  action,
}: {
  title: string;
  onBack?: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="sm"
      py="xs"
      mb="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', minHeight: 52 }}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {onBack && (
          <ActionIcon
            variant="subtle"
            color="dark"
            onClick={onBack}
            aria-label={t('categories.back')}
            data-testid="mobile-back"
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <Title order={2} fz={18} data-testid="mobile-screen-title">
          {title}
        </Title>
      </Group>
      {action}
    </Group>
  );
}
