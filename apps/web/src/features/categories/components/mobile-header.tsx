// The mobile screens' header: back arrow, the screen's title and an optional action on the right.
import { ActionIcon, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function MobileHeader({
  title,
  onBack,
  action,
}: {
  title: string;
  onBack?: () => void;
  action?: ReactNode;
}) {
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
            aria-label="Back"
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
