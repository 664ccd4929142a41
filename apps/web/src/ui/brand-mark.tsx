// The Storekeep logo mark and name, used on the login page and in the header.
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';

export function BrandMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={large ? 40 : 30} radius="md" variant="filled">
        <IconBuildingStore size={large ? 24 : 18} />
      </ThemeIcon>
      <Text fw={750} fz={large ? 24 : 18} lh={1}>
        Storekeep
      </Text>
    </Group>
  );
}
