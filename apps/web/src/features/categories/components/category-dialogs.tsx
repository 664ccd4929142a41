// The web tree's dialogs: add / rename (name), image (cropper titled 'Add Image') and the SEO slider.
import { Drawer, Modal } from '@mantine/core';
import { CATEGORY_SCREEN_TITLES, descriptionScreenTitle } from '@storekeep/domain/categories';
import type { CategoryItem } from '@storekeep/domain/category-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import {
  useCreateCategory,
  useRemoveCategoryImage,
  useRenameCategory,
  useUploadCategoryImage,
} from '../api/category-changes.ts';
import { CategoryImageCropper } from './category-image-cropper.tsx';
import { CategoryNameForm } from './category-name-form.tsx';
import { CategorySeoForm } from './category-seo-form.tsx';
import { showChangeDone, showChangeFailed } from './change-feedback.tsx';

export type Dialog =
  | { kind: 'add'; parent: CategoryItem | null }
  | { kind: 'rename'; item: CategoryItem }
  | { kind: 'image'; item: CategoryItem }
  | { kind: 'seo'; item: CategoryItem };

export function CategoryDialogs({
  dialog,
  onClose,
  onCreated,
}: {
  dialog: Dialog | null;
  onClose: () => void;
  onCreated: (parentId: number | null) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const upload = useUploadCategoryImage();
  const removeImage = useRemoveCategoryImage();
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setServerError(null);
    create.reset();
    rename.reset();
    onClose();
  };

  const nameTitle =
    dialog?.kind === 'add'
      ? descriptionScreenTitle('add', dialog.parent !== null)
      : dialog?.kind === 'rename'
        ? descriptionScreenTitle('edit', dialog.item.parentId !== null)
        : '';

  return (
    <>
      <Modal
        opened={dialog?.kind === 'add' || dialog?.kind === 'rename'}
        onClose={close}
        title={nameTitle}
        centered
        data-testid="category-name-modal"
      >
        {dialog?.kind === 'add' && (
          <CategoryNameForm
            submitLabel={t('categories.addShort')}
            busy={create.isPending}
            serverError={serverError}
            onCancel={close}
            onSubmit={(name) =>
              create.mutate(
                { name, parentId: dialog.parent?.id ?? null },
                {
                  onSuccess: (reply) => {
                    showChangeDone(reply);
                    onCreated(dialog.parent?.id ?? null);
                    close();
                  },
                  onError: (error) => setServerError(errorMessage(error)),
                },
              )
            }
          />
        )}
        {dialog?.kind === 'rename' && (
          <CategoryNameForm
            initialName={dialog.item.name}
            initialTranslations={dialog.item.translations}
            submitLabel={t('categories.save')}
            busy={rename.isPending}
            serverError={serverError}
            onCancel={close}
            onSubmit={(name, translations) =>
              rename.mutate(
                { id: dialog.item.id, name, translations },
                {
                  onSuccess: (reply) => {
                    showChangeDone(reply);
                    close();
                  },
                  onError: (error) => setServerError(errorMessage(error)),
                },
              )
            }
          />
        )}
      </Modal>
      <Modal
        opened={dialog?.kind === 'image'}
        onClose={close}
        title={CATEGORY_SCREEN_TITLES.cropper}
        centered
        size="lg"
      >
        {dialog?.kind === 'image' && (
          <CategoryImageCropper
            currentImageUrl={dialog.item.imageUrl}
            busy={upload.isPending || removeImage.isPending}
            onSave={(file, crop) =>
              upload.mutate(
                { id: dialog.item.id, file, crop },
                {
                  onSuccess: (reply) => {
                    showChangeDone(reply);
                    close();
                  },
                  onError: showChangeFailed,
                },
              )
            }
            onRemove={() =>
              removeImage.mutate(
                { id: dialog.item.id },
                {
                  onSuccess: (reply) => {
                    showChangeDone(reply);
                    close();
                  },
                  onError: showChangeFailed,
                },
              )
            }
          />
        )}
      </Modal>
      <Drawer
        opened={dialog?.kind === 'seo'}
        onClose={close}
        title={CATEGORY_SCREEN_TITLES.seo}
        position="right"
        size="md"
        data-testid="category-seo-slider"
      >
        {dialog?.kind === 'seo' && <CategorySeoForm categoryId={dialog.item.id} onSaved={close} />}
      </Drawer>
    </>
  );
}
