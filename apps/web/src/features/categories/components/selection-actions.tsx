// Hide, Unhide and Delete for the checked categories, each confirmed first. Hiding (and unhiding)
// can take the categories' products with them.
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { OTHER_CATEGORY_NAME } from '@storekeep/domain/categories';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCategories, useHideCategories, useUnhideCategories } from '../api/category-changes.ts';
import { showChangeDone, showChangeFailed } from './change-feedback.tsx';

export type SelectionAction = 'hide' | 'unhide' | 'delete';

export function SelectionActionModal({
  action,
  ids,
  onClose,
  onDone,
  deletedMessage,
}: {
  action: SelectionAction | null;
  ids: number[];
  /** Mobile says 'Category Deleted'; the web shows the server's 'Category deleted successfully'. */
  deletedMessage?: string;
  onClose: () => void;
  onDone: (action: SelectionAction) => void;
}) {
  const { t } = useTranslation();
  const [withProducts, setWithProducts] = useState(false);
  const hide = useHideCategories();
  const unhide = useUnhideCategories();
  const remove = useDeleteCategories();
  const busy = hide.isPending || unhide.isPending || remove.isPending;

  const confirm = () => {
    if (!action) return;
    const handlers = {
      onSuccess: (reply: Parameters<typeof showChangeDone>[0]) => {
        showChangeDone(reply, action === 'delete' && deletedMessage ? deletedMessage : reply.message);
        setWithProducts(false);
        onDone(action);
      },
      onError: (error: unknown) => {
        showChangeFailed(error);
        onClose();
      },
    };
    if (action === 'hide') hide.mutate({ ids, isHideProducts: withProducts }, handlers);
    else if (action === 'unhide') unhide.mutate({ ids, isShowProducts: withProducts }, handlers);
    else remove.mutate({ ids }, handlers);
  };

  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action ? t(`categories.${action}Title`) : ''}
      centered
    >
      {action && (
        <Stack data-testid={`confirm-${action}`}>
          <Text size="sm">
            {t(`categories.${action}Question`, { count: ids.length, other: OTHER_CATEGORY_NAME })}
          </Text>
          {action !== 'delete' && (
            <Checkbox
              checked={withProducts}
              onChange={(event) => setWithProducts(event.currentTarget.checked)}
              label={t(action === 'hide' ? 'categories.alsoHideProducts' : 'categories.alsoShowProducts')}
              data-testid="confirm-with-products"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              color={action === 'delete' ? 'red' : undefined}
              loading={busy}
              onClick={confirm}
              data-testid={`confirm-${action}-ok`}
            >
              {t(`categories.${action}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
