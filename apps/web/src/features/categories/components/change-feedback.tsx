// The spec's messages after a change: a toast shown for 8000 ms (shared-blocks.md §9), the unhide
// refusal as a popup, and errors in red.
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { CATEGORY_MESSAGES } from '@storekeep/domain/categories';
import type { CategoryChangeReply } from '@storekeep/domain/category-api';
import { isMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';

export const CATEGORY_TOAST_MS = 8000;

export function showPopup(text: string) {
  const id = modals.open({
    title: i18n.t('categories.popupTitle'),
    centered: true,
    children: (
      <>
        <Text data-testid="category-popup">{text}</Text>
        <Button fullWidth mt="md" onClick={() => modals.close(id)} data-testid="category-popup-ok">
          {i18n.t('categories.ok')}
        </Button>
      </>
    ),
  });
}

/** One category toast at a time: a new change replaces the last one's message. */
let lastToast: string | null = null;
export function toast(options: Parameters<typeof notifications.show>[0]) {
  if (lastToast) notifications.hide(lastToast);
  lastToast = notifications.show(options);
}

export function showChangeDone(reply: CategoryChangeReply, message = reply.message) {
  toast({
    color: 'teal',
    message,
    autoClose: CATEGORY_TOAST_MS,
    // 8 s is long: at the top they stay clear of the tree's row menus and the phone footer.
    position: 'top-center',
  });
  if (reply.popup) showPopup(reply.popup);
}

export function showChangeFailed(error: unknown) {
  const message = errorMessage(error);
  // The refusal is the spec's popup, not a toast.
  if (isMessage(message, CATEGORY_MESSAGES.unhideRefused, i18n.language)) return showPopup(message);
  toast({ color: 'red', message, autoClose: CATEGORY_TOAST_MS, position: 'top-center' });
}
