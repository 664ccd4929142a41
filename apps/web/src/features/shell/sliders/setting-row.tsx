// One read-only setting line in a slider: a label and its current value.
import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SettingRow({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" py={6} data-testid={testId}>
      <Text size="sm">{label}</Text>
      {typeof value === 'boolean' ? (
        <Badge color={value ? 'teal' : 'gray'} variant="light">
          {value ? t('common.on') : t('common.off')}
        </Badge>
      ) : (
        <Text size="sm" fw={600}>
          {value}
        </Text>
      )}
    </Group>
  );
}
