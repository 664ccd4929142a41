// Title block at the top of a screen.
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  useDocumentTitle(`${title} · Storekeep`);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {subtitle && (
          // `dimmed` resolves to DIMMED_TEXT (app/theme.ts): 6.1:1 on white, not Mantine's 3.3:1.
          <Text c="dimmed" size="sm" data-testid="page-header-subtitle">
            {subtitle}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
