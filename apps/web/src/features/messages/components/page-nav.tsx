// Newer / older buttons for the paged lists (the server says whether there is an older page).
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageNav({
  pageNo,
  hasMore,
  onPage,
  testId,
}: {
  pageNo: number;
  hasMore: boolean;
  onPage: (pageNo: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (pageNo === 1 && !hasMore) return null;
  return (
    <Group justify="flex-end" gap="xs" p="sm">
      <Button variant="default" size="xs" disabled={pageNo === 1} onClick={() => onPage(pageNo - 1)}>
        {t('sms.newer')}
      </Button>
      <Button
        variant="default"
        size="xs"
        disabled={!hasMore}
        onClick={() => onPage(pageNo + 1)}
        data-testid={`${testId}-older`}
      >
        {t('sms.older')}
      </Button>
    </Group>
  );
}
