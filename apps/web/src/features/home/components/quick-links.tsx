// Shortcuts to what this user may open: the same gated menu entries, as tiles.
import { Card, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuickLink {
  key: string;
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

export function QuickLinks({ links }: { links: readonly QuickLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Card data-testid="quick-links">
      <Title order={3} fz="lg" mb="md">
        {t('home.quickLinks')}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
        {links.map((link) => {
          const Icon = link.icon;
          return (
            <UnstyledButton
              key={link.key}
              component={Link}
              to={link.to}
              p="md"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
                textAlign: 'center',
              }}
              data-testid={`quick-link-${link.key}`}
            >
              <ThemeIcon size={40} radius="md" variant="light" mx="auto" mb={8}>
                <Icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Text size="sm" fw={500}>
                {t(link.label)}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
