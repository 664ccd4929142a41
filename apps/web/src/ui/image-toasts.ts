// The toasts of the image flow (back-office.md §8): the saved notice for 8000 ms, and upload failures.
import { notifications } from '@mantine/notifications';
import { IMAGE_SAVED_TOAST_MS } from '@storekeep/domain/product-images';
import { UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { translateMessage } from '../app/domain-messages.ts';
import { i18n } from '../app/i18n.ts';

/** Called once per save, however many images it held. */
export function showImageSaved(): void {
  notifications.show({
    color: 'teal',
    message: translateMessage(UPLOAD_MESSAGES.imageSaved, i18n.language),
    autoClose: IMAGE_SAVED_TOAST_MS,
  });
}

export function showUploadFailed(message: string): void {
  notifications.show({ color: 'red', message, autoClose: IMAGE_SAVED_TOAST_MS });
}
