// Hide, Unhide and Delete for the checked categories, each confirmed first. Hiding (and unhiding)
// can take the categories' products with them.
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { OTHER_CATEGORY_NAME } from '@storekeep/domain/categories';
import { useState } from 'react';
import { useDeleteCategories, useHideCategories, useUnhideCategories } from '../api/category-changes.ts';
import { showChangeDone, showChangeFailed } from './change-feedback.tsx';

export type SelectionAction = 'hide' | 'unhide' | 'delete';

const TITLES: Record<SelectionAction, string> = {
  hide: 'Hide categories',
  unhide: 'Unhide categories',
  delete: 'Delete categories',
};

function question(action: SelectionAction, count: number): string {
  const what = count === 1 ? 'this category' : `these ${count} categories`;
  if (action === 'hide')
    return `Hide ${what}? They and the categories under them will not be shown on your online store.`;
  if (action === 'unhide') return `Unhide ${what}? They will be shown on your online store again.`;
  return `Delete ${what}? Categories under them and their products move to '${OTHER_CATEGORY_NAME}'.`;
}

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
    <Modal opened={action !== null} onClose={onClose} title={action ? TITLES[action] : ''} centered>
      {action && (
        <Stack data-testid={`confirm-${action}`}>
          <Text size="sm">{question(action, ids.length)}</Text>
          {action !== 'delete' && (
            <Checkbox
              checked={withProducts}
              onChange={(event) => setWithProducts(event.currentTarget.checked)}
              label={action === 'hide' ? 'Also hide their products' : 'Also show their products'}
              data-testid="confirm-with-products"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              color={action === 'delete' ? 'red' : undefined}
              loading={busy}
              onClick={confirm}
              data-testid={`confirm-${action}-ok`}
            >
              {action === 'hide' ? 'Hide' : action === 'unhide' ? 'Unhide' : 'Delete'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
