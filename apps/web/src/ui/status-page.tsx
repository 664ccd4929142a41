// A centred message page (404, no access, coming soon, errors) with an optional action.
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function StatusPage({
  icon,
  title,
  body,
  action,
  color = 'brand',
  testId,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
  color?: string;
  testId?: string;
}) {
  useDocumentTitle(`${title} · Storekeep`);
  return (
    <Center px="md" py={{ base: 48, sm: 96 }} data-testid={testId}>
      <Stack align="center" ta="center" maw={480} gap="sm">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        {action}
      </Stack>
    </Center>
  );
}
