// The bar over the selected products: their count and the bulk actions of the view (pause, resume,
// delete; in the recycle bin restore and delete for good).
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../api/bulk-actions.ts';

export function BulkBar({
  count,
  binView,
  onAction,
}: {
  count: number;
  binView: boolean;
  onAction: (action: BulkAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="bulk-bar">
      <Text size="sm" fw={500}>
        {t('products.selected', { count })}
      </Text>
      {binView ? (
        <>
          <Button size="xs" onClick={() => onAction('restore')} data-testid="bulk-restore">
            {t('products.restore')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => onAction('permanent-delete')}
            data-testid="bulk-delete-permanently"
          >
            {t('products.deletePermanently')}
          </Button>
        </>
      ) : (
        <>
          <Button
            size="xs"
            variant="light"
            onClick={() => onAction('pause-selling')}
            data-testid="bulk-pause"
          >
            {t('products.pauseSelling')}
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => onAction('resume-selling')}
            data-testid="bulk-resume"
          >
            {t('products.resumeSelling')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => onAction('recycle-bin')}
            data-testid="bulk-delete"
          >
            {t('products.delete')}
          </Button>
        </>
      )}
    </Group>
  );
}
