// The images section of the product editor (back-office.md §3 "Product edit and image flow"):
// up to 40 images in order, drag to reorder, replace the one at an index, add many by drag and
// drop with per-file progress, delete with confirmation, and the 'View Images' viewer.
import '@mantine/dropzone/styles.css';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import {
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  MAX_PRODUCT_IMAGES,
  type ProductImage,
  type ProductImagesReply,
} from '@storekeep/domain/product-images';
import { checkUpload, productImageProfile } from '@storekeep/domain/uploads';
import { IconAlertCircle, IconPhotoPlus, IconZoomIn } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { showImageSaved, showUploadFailed } from '../../../ui/image-toasts.ts';
import {
  useDeleteProductImage,
  useReorderProductImages,
  useRetryProductImage,
} from '../api/change-product-images.ts';
import { productImagesKey, useProductImages } from '../api/product-images.ts';
import { uploadProductImage } from '../api/upload-product-image.ts';
import { AddImagesDropzone } from './add-images-dropzone.tsx';
import { ImageTile } from './image-tile.tsx';
import { ImageViewerModal } from './image-viewer-modal.tsx';
import { UploadProgressModal } from './upload-progress-modal.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

const PRODUCT_IMAGE_MAX_MB = 3;

/**
 * The section the product editor mounts. A new product has no id until it is saved, so it gets a
 * note instead (images are stored against the product).
 */
export function ProductImagesSection({ productId }: { productId: number | null }) {
  return productId === null ? <UnsavedProductNote /> : <ProductImagesEditor productId={productId} />;
}

function UnsavedProductNote() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="product-images-section">
      <Title order={2} fz="lg">
        {t('productImages.title')}
      </Title>
      <Text size="sm" c="gray.7" mt={4} data-testid="product-images-save-first">
        {t('productImages.saveFirst', { max: MAX_PRODUCT_IMAGES })}
      </Text>
    </Card>
  );
}

function ProductImagesEditor({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useProductImages(productId);
  const profile = useMemo(() => productImageProfile(PRODUCT_IMAGE_MAX_MB), []);
  const images = query.data?.images ?? [];
  const max = query.data?.maxImages ?? 40;
  const queue = useUploadQueue(productId, profile, images.length);
  const reorder = useReorderProductImages(productId);
  const remove = useDeleteProductImage(productId);
  const retry = useRetryProductImage(productId);
  const [viewing, setViewing] = useState<number | null>(null);
  const [replacing, setReplacing] = useState<{ position: number; percent: number } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const setImages = (reply: ProductImagesReply) =>
    queryClient.setQueryData(productImagesKey(productId), reply);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!query.data || !over || active.id === over.id) return;
    const from = images.findIndex((image) => image.imageId === active.id);
    const to = images.findIndex((image) => image.imageId === over.id);
    const moved = arrayMove(images, from, to).map((image, position) => ({ ...image, position }));
    setImages({ ...query.data, images: moved });
    reorder.mutate(
      moved.map((image) => image.imageId),
      { onError: (error) => showUploadFailed(errorMessage(error)) },
    );
  }

  /** Replace the image at an index: validation-failed shows a message, upload-start the loader, upload-done saves. */
  function replace(position: number, file: File) {
    const check = checkUpload(profile, file);
    if (!check.ok) return showUploadFailed(check.message);
    setReplacing({ position, percent: 0 });
    uploadProductImage({
      productId,
      file,
      position,
      onProgress: (percent) => setReplacing({ position, percent }),
    })
      .then((reply) => {
        setImages(reply);
        showImageSaved();
      })
      .catch((error: unknown) => showUploadFailed(errorMessage(error)))
      .finally(() => setReplacing(null));
  }

  function confirmDelete(image: ProductImage) {
    const n = image.position + 1;
    modals.openConfirmModal({
      title: t('productImages.deleteTitle'),
      children: <Text size="sm">{t('productImages.deleteBody', { n })}</Text>,
      labels: { confirm: t('productImages.deleteConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-image' } as Record<string, string>,
      onConfirm: () =>
        remove.mutate(image.position, { onError: (error) => showUploadFailed(errorMessage(error)) }),
    });
  }

  const room = max - images.length;
  const busy = queue.busy || replacing !== null;

  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid="product-images-section">
      <Group justify="space-between" align="flex-start" mb="xs" gap="sm">
        <div>
          <Group gap="xs">
            <Title order={2} fz="lg">
              {t('productImages.title')}
            </Title>
            {query.data && (
              <Badge variant="light" color="gray" data-testid="product-images-count">
                {t('productImages.count', { count: images.length, max })}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="gray.7">
            {t('productImages.hint')}
          </Text>
        </div>
        <Group gap="xs" w={{ base: '100%', xs: 'auto' }} wrap="nowrap">
          <Button
            variant="default"
            size="sm"
            px="sm"
            flex={{ base: 1, xs: 'none' }}
            leftSection={<IconZoomIn size={16} />}
            disabled={images.length === 0}
            onClick={() => setViewing(0)}
            data-testid="view-images"
          >
            {t('productImages.viewAll')}
          </Button>
          <FileButton multiple accept="image/jpeg,image/png" onChange={(files) => queue.add(files)}>
            {(props) => (
              <Button
                {...props}
                size="sm"
                px="sm"
                flex={{ base: 1, xs: 'none' }}
                leftSection={<IconPhotoPlus size={16} />}
                disabled={!query.data || room <= 0}
                data-testid="add-images"
              >
                {t('productImages.add')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>

      {query.isPending && (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} mt="md" data-testid="product-images-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} radius="md" style={{ aspectRatio: '1 / 1.2' }} />
          ))}
        </SimpleGrid>
      )}

      {query.isError && (
        <Alert
          mt="md"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('productImages.loadError')}
          data-testid="product-images-error"
        >
          {errorMessage(query.error)}
          <Button size="xs" variant="light" color="red" ml="md" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}

      {query.data && images.length === 0 && (
        <Text size="sm" mt="md" data-testid="product-images-empty">
          {t('productImages.empty', { max })}
        </Text>
      )}

      {query.data && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={images.map((image) => image.imageId)} strategy={rectSortingStrategy}>
            <SimpleGrid
              cols={{ base: 2, xs: 3, sm: 4, md: 5 }}
              mt="md"
              spacing="sm"
              data-testid="product-images-grid"
            >
              {images.map((image) => (
                <ImageTile
                  key={image.imageId}
                  image={image}
                  disabled={busy || reorder.isPending || remove.isPending || retry.isPending}
                  replacing={replacing?.position === image.position ? replacing.percent : null}
                  onView={() => setViewing(image.position)}
                  onReplace={(file) => replace(image.position, file)}
                  onDelete={() => confirmDelete(image)}
                  onRetry={() =>
                    retry.mutate(image.position, {
                      onError: (error) => showUploadFailed(errorMessage(error)),
                    })
                  }
                />
              ))}
              {room > 0 ? (
                <AddImagesDropzone maxMb={PRODUCT_IMAGE_MAX_MB} onFiles={queue.add} />
              ) : (
                <Text size="sm" c="gray.7" data-testid="product-images-full">
                  {t('productImages.full', { max })}
                </Text>
              )}
            </SimpleGrid>
          </SortableContext>
        </DndContext>
      )}

      <UploadProgressModal
        items={queue.items}
        busy={queue.busy}
        onCancel={queue.cancel}
        onClearAll={queue.clearAll}
        onClose={queue.dismiss}
      />
      <ImageViewerModal
        images={images}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </Card>
  );
}
