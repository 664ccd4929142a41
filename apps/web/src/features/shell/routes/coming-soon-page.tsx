// A menu entry whose screen comes in a later release: it says which feature, never a blank page.
import { Button } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from '../../../app/nav-items.ts';
import { StatusPage } from '../../../ui/status-page.tsx';

export function ComingSoonPage({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  const feature = t(entry.label);
  const Icon = entry.icon;
  return (
    <StatusPage
      testId={`coming-soon-${entry.key}`}
      icon={<Icon size={38} stroke={1.5} />}
      title={t('comingSoon.title', { feature })}
      body={t('comingSoon.body', { feature })}
      action={
        <Button component={Link} to="/" variant="light" mt="sm" leftSection={<IconClockHour4 size={16} />}>
          {t('common.goHome')}
        </Button>
      }
    />
  );
}
