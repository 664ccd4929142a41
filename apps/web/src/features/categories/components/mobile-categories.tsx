// The mobile category screens (shared-blocks.md §2, §4): default ('Select Display Category', or
// 'Select Parent Category' when picking a parent), category-description (Add/Edit Parent/Child
// Category) and the cropper ('Add Image' with Save); back steps the other way. The footer holds
// Hide, Unhide and Delete (no Delete in automated-category mode), debounced by 400 ms.
import { Affix, Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  CATEGORY_MESSAGES,
  CATEGORY_SCREEN_TITLES,
  descriptionScreenTitle,
} from '@storekeep/domain/categories';
import type { CategoryImageCrop, CategoryItem, CategoryTreeReply } from '@storekeep/domain/category-api';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMessage, translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import { useCreateCategory, useRenameCategory, useUploadCategoryImage } from '../api/category-changes.ts';
import { CategoryImageCropper } from './category-image-cropper.tsx';
import { CategoryNameForm } from './category-name-form.tsx';
import { CategorySeoForm } from './category-seo-form.tsx';
import { CATEGORY_TOAST_MS, showChangeDone, toast } from './change-feedback.tsx';
import { MobileCategoryList } from './mobile-category-list.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { type SelectionAction, SelectionActionModal } from './selection-actions.tsx';
import { checkStatesOf, keepExisting, toggleCheck } from './tree-view-model.ts';

export const FOOTER_DEBOUNCE_MS = 400;

type Screen = 'default' | 'parentSelect' | 'description' | 'cropper';

interface Draft {
  mode: 'add' | 'edit';
  item: CategoryItem | null;
  parent: CategoryItem | null;
  /** An image chosen before the category exists: uploaded right after it is created. */
  image: { file: File; crop: CategoryImageCrop | null; preview: string } | null;
}

/** Mobile wording of the failures (shared-blocks.md §8). */
export function mobileMessage(error: unknown, automated: boolean): string {
  const message = errorMessage(error);
  if (isMessage(message, CATEGORY_MESSAGES.alreadyExists, i18n.language))
    return translateMessage(CATEGORY_MESSAGES.alreadyExistsMobile, i18n.language);
  if (automated && isMessage(message, CATEGORY_MESSAGES.changesNotApplied, i18n.language))
    return translateMessage(CATEGORY_MESSAGES.automatedUpdateFailedMobile, i18n.language);
  return message;
}

export function MobileCategories({
  tree,
  startInAddMode,
}: {
  tree: CategoryTreeReply;
  startInAddMode: boolean;
}) {
  const { t } = useTranslation();
  const items = tree.categories;
  const [screen, setScreen] = useState<Screen>(startInAddMode ? 'description' : 'default');
  const [draft, setDraft] = useState<Draft>({ mode: 'add', item: null, parent: null, image: null });
  const [checkedRaw, setChecked] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<{ action: SelectionAction; ids: number[] } | null>(null);
  const [seoOpen, setSeoOpen] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const cropperSave = useRef<(() => void) | null>(null);
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const upload = useUploadCategoryImage();

  const checked = useMemo(() => keepExisting(items, checkedRaw), [items, checkedRaw]);
  const states = useMemo(() => checkStatesOf(items, checked), [items, checked]);
  const selected = [...checked];
  const footer = useDebouncedCallback((action: SelectionAction) => {
    if (selected.length > 0) setPending({ action, ids: selected });
  }, FOOTER_DEBOUNCE_MS);

  const openDescription = (next: Draft) => {
    setDraft(next);
    setNameError(null);
    setScreen('description');
  };
  const failed = (error: unknown) => {
    const message = mobileMessage(error, tree.isCategoryAutomated);
    setNameError(message);
    toast({ color: 'red', message, autoClose: CATEGORY_TOAST_MS, position: 'top-center' });
  };
  /** After a create its own message stays; an edit that only changed the image says 'Category Updated'. */
  const uploadImage = (id: number, image: NonNullable<Draft['image']>, then: () => void, announce: boolean) =>
    upload.mutate(
      { id, file: image.file, crop: image.crop },
      {
        onSuccess: (reply) => {
          if (announce) showChangeDone(reply);
          then();
        },
        onError: failed,
      },
    );

  const saveName = (name: string) => {
    const done = () => {
      setScreen('default');
      setDraft({ mode: 'add', item: null, parent: null, image: null });
    };
    if (draft.mode === 'add') {
      create.mutate(
        { name, parentId: draft.parent?.id ?? null },
        {
          onSuccess: (reply) => {
            showChangeDone(reply);
            if (draft.image && reply.categoryId) uploadImage(reply.categoryId, draft.image, done, false);
            else done();
          },
          onError: failed,
        },
      );
    } else if (draft.item) {
      const item = draft.item;
      const afterRename = (renamed: boolean) =>
        draft.image ? uploadImage(item.id, draft.image, done, !renamed) : done();
      if (name === item.name) return afterRename(false);
      rename.mutate(
        { id: item.id, name },
        {
          onSuccess: (reply) => {
            showChangeDone(reply);
            afterRename(true);
          },
          onError: failed,
        },
      );
    }
  };

  if (screen === 'cropper')
    return (
      <Stack gap={0} data-testid="mobile-cropper-screen">
        <MobileHeader
          title={CATEGORY_SCREEN_TITLES.cropper}
          onBack={() => setScreen('description')}
          action={
            <Button
              size="compact-md"
              variant="subtle"
              onClick={() => cropperSave.current?.()}
              data-testid="mobile-cropper-save"
            >
              {t('categories.save')}
            </Button>
          }
        />
        <Paper px="sm">
          <CategoryImageCropper
            currentImageUrl={draft.image?.preview ?? draft.item?.imageUrl ?? null}
            busy={false}
            showSave={false}
            saveRef={cropperSave}
            onSave={(file, crop) => {
              setDraft({ ...draft, image: { file, crop, preview: URL.createObjectURL(file) } });
              setScreen('description');
            }}
          />
        </Paper>
      </Stack>
    );

  if (screen === 'description') {
    const isChild = draft.mode === 'add' ? draft.parent !== null : (draft.item?.parentId ?? null) !== null;
    return (
      <Stack gap={0} data-testid="mobile-description-screen">
        <MobileHeader
          title={descriptionScreenTitle(draft.mode, isChild)}
          onBack={() => setScreen('default')}
        />
        <Stack px="sm" gap="md">
          {draft.mode === 'add' ? (
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {t('categories.parent')}
                </Text>
                <Text size="sm" c="gray.7" truncate="end" data-testid="mobile-parent-name">
                  {draft.parent?.breadcrumb ?? t('categories.noParent')}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                {draft.parent && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => setDraft({ ...draft, parent: null })}
                  >
                    {t('categories.clear')}
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => setScreen('parentSelect')}
                  data-testid="mobile-choose-parent"
                >
                  {t('categories.choose')}
                </Button>
              </Group>
            </Group>
          ) : (
            draft.item && (
              <Text size="sm" c="gray.7" data-testid="mobile-breadcrumb">
                {draft.item.breadcrumb}
              </Text>
            )
          )}
          <CategoryNameForm
            key={`${draft.mode}-${draft.item?.id ?? 'new'}`}
            initialName={draft.item?.name ?? ''}
            submitLabel={t('categories.save')}
            busy={create.isPending || rename.isPending || upload.isPending}
            serverError={nameError}
            onSubmit={saveName}
          />
          <Group gap="xs">
            <Button variant="light" onClick={() => setScreen('cropper')} data-testid="mobile-add-image">
              {draft.image || draft.item?.imageUrl
                ? t('categories.changeImage')
                : CATEGORY_SCREEN_TITLES.cropper}
            </Button>
            {draft.item && (
              <Button variant="light" onClick={() => setSeoOpen(true)} data-testid="mobile-seo">
                {CATEGORY_SCREEN_TITLES.seo}
              </Button>
            )}
          </Group>
          {(draft.image || draft.item?.imageUrl) && (
            <img
              src={draft.image?.preview ?? draft.item?.imageUrl ?? ''}
              alt=""
              width={96}
              height={96}
              style={{ borderRadius: 8, objectFit: 'cover' }}
            />
          )}
        </Stack>
        <Drawer
          opened={seoOpen}
          onClose={() => setSeoOpen(false)}
          title={CATEGORY_SCREEN_TITLES.seo}
          position="right"
          size="100%"
        >
          {draft.item && <CategorySeoForm categoryId={draft.item.id} onSaved={() => setSeoOpen(false)} />}
        </Drawer>
      </Stack>
    );
  }

  const parentSelect = screen === 'parentSelect';
  return (
    <Stack gap={0} pb={72} data-testid="mobile-default-screen">
      <MobileHeader
        title={parentSelect ? CATEGORY_SCREEN_TITLES.parentSelect : CATEGORY_SCREEN_TITLES.default}
        onBack={parentSelect ? () => setScreen('description') : undefined}
      />
      {items.length === 0 ? (
        <Text c="gray.7" ta="center" py="xl" data-testid="category-empty">
          {t('categories.emptyMobile')}
        </Text>
      ) : (
        <MobileCategoryList
          items={items}
          states={states}
          parentSelect={parentSelect}
          onToggleCheck={(id) => setChecked(toggleCheck(items, checked, id))}
          onEdit={(item) => openDescription({ mode: 'edit', item, parent: null, image: null })}
          onPickParent={(parent) => {
            setDraft({ ...draft, parent });
            setScreen('description');
          }}
        />
      )}
      {!parentSelect && (
        <>
          <Affix position={{ bottom: 72, right: 16 }}>
            <Button
              radius="xl"
              size="md"
              leftSection={<IconPlus size={18} />}
              onClick={() => openDescription({ mode: 'add', item: null, parent: null, image: null })}
              data-testid="mobile-add"
            >
              {t('categories.addShort')}
            </Button>
          </Affix>
          <Affix position={{ bottom: 0, left: 0, right: 0 }}>
            <Group
              grow
              gap={0}
              bg="white"
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              data-testid="mobile-footer"
            >
              <Button
                variant="subtle"
                h={56}
                radius={0}
                disabled={selected.length === 0}
                onClick={() => footer('hide')}
                data-testid="mobile-hide"
              >
                {t('categories.hide')}
              </Button>
              <Button
                variant="subtle"
                h={56}
                radius={0}
                disabled={selected.length === 0}
                onClick={() => footer('unhide')}
                data-testid="mobile-unhide"
              >
                {t('categories.unhide')}
              </Button>
              {!tree.isCategoryAutomated && (
                <Button
                  variant="subtle"
                  color="red"
                  h={56}
                  radius={0}
                  disabled={selected.length === 0}
                  onClick={() => footer('delete')}
                  data-testid="mobile-delete"
                >
                  {t('categories.delete')}
                </Button>
              )}
            </Group>
          </Affix>
        </>
      )}
      <SelectionActionModal
        action={pending?.action ?? null}
        ids={pending?.ids ?? []}
        deletedMessage={translateMessage(CATEGORY_MESSAGES.deleted, i18n.language)}
        onClose={() => setPending(null)}
        onDone={(action) => {
          setPending(null);
          if (action !== 'unhide') setChecked(new Set());
        }}
      />
    </Stack>
  );
}
