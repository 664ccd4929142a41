// 404: any path the app does not know.
import { Box, Button } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../ui/status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box mih="60vh">
      <StatusPage
        testId="not-found"
        icon={<IconMapPinOff size={38} />}
        color="gray"
        title={t('notFound.title')}
        body={t('notFound.body')}
        action={
          <Button component={Link} to="/" mt="sm">
            {t('common.goHome')}
          </Button>
        }
      />
    </Box>
  );
}
