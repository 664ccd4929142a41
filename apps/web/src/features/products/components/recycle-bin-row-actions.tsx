// A recycle-bin row's own actions: restore, and delete for good.
import { ActionIcon, Flex, Tooltip } from '@mantine/core';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BulkAction } from '../api/bulk-actions.ts';

export function RecycleBinRowActions({
  id,
  onAction,
}: {
  id: number;
  onAction: (action: BulkAction) => void;
}) {
  const { t } = useTranslation();
  return (
    // One above the other on a phone, so the row fits 360 px without scrolling.
    <Flex gap={4} direction={{ base: 'column', xs: 'row' }} justify="flex-end" align="flex-end">
      <Tooltip label={t('products.restore')}>
        <ActionIcon
          variant="light"
          aria-label={t('products.restore')}
          onClick={() => onAction('restore')}
          data-testid={`restore-${id}`}
        >
          <IconRestore size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('products.deletePermanently')}>
        <ActionIcon
          variant="light"
          color="red"
          aria-label={t('products.deletePermanently')}
          onClick={() => onAction('permanent-delete')}
          data-testid={`delete-permanently-${id}`}
        >
          <IconTrashX size={16} />
        </ActionIcon>
      </Tooltip>
    </Flex>
  );
}
