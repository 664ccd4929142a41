// One image in the product's image grid: drag handle (dnd-kit sortable), thumbnail, and its
// View, Replace and Delete actions. While its replacement uploads it shows the loader.
import { useSortable } from '@dnd-kit/sortable';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  Overlay,
  Paper,
  RingProgress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { ProductImage } from '@storekeep/domain/product-images';
import { MULTI_UPLOAD_PROGRESS_CAP } from '@storekeep/domain/uploads';
import { IconArrowsMove, IconEye, IconRefresh, IconReplace, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ImageTileProps {
  image: ProductImage;
  /** Percent of the replacement sent, or null when none is uploading. */
  replacing: number | null;
  disabled: boolean;
  onView: () => void;
  onReplace: (file: File) => void;
  onDelete: () => void;
  /** Makes the variants again after they failed for good. */
  onRetry: () => void;
}

export function ImageTile({
  image,
  replacing,
  disabled,
  onView,
  onReplace,
  onDelete,
  onRetry,
}: ImageTileProps) {
  const { t } = useTranslation();
  const n = image.position + 1;
  const sortable = useSortable({ id: image.imageId, disabled: disabled || replacing !== null });
  const style = {
    // Translate only: scaling tiles of different rows looks jumpy in a wrapping grid.
    transform: sortable.transform
      ? `translate3d(${sortable.transform.x}px, ${sortable.transform.y}px, 0)`
      : undefined,
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 2 : undefined,
    opacity: sortable.isDragging ? 0.85 : 1,
  };

  return (
    <Paper
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      radius="md"
      p={6}
      shadow={sortable.isDragging ? 'md' : undefined}
      data-testid={`product-image-${image.position}`}
      data-image-id={image.imageId}
      data-state={image.state}
    >
      <Box pos="relative" style={{ aspectRatio: '1 / 1', borderRadius: 6, overflow: 'hidden' }}>
        <Image
          src={image.thumbnailUrl}
          alt={t('productImages.imageAlt', { n })}
          h="100%"
          w="100%"
          fit="cover"
          onClick={onView}
          style={{ cursor: 'zoom-in' }}
          data-testid={`product-image-thumb-${image.position}`}
        />
        {image.position === 0 && (
          <Badge size="xs" variant="filled" pos="absolute" top={6} left={6}>
            {t('productImages.main')}
          </Badge>
        )}
        {image.state === 'processing' && replacing === null && (
          <Badge size="xs" color="gray" variant="white" pos="absolute" bottom={6} left={6}>
            {t('productImages.processing')}
          </Badge>
        )}
        {image.state === 'failed' && replacing === null && (
          <Group
            gap={4}
            pos="absolute"
            bottom={6}
            left={6}
            right={6}
            justify="space-between"
            wrap="nowrap"
            data-testid={`product-image-failed-${image.position}`}
          >
            <Badge size="xs" color="red" variant="white">
              {t('productImages.failed')}
            </Badge>
            <Button
              size="compact-xs"
              color="red"
              leftSection={<IconRefresh size={12} />}
              disabled={disabled}
              onClick={onRetry}
              data-testid={`product-image-retry-${image.position}`}
            >
              {t('productImages.retry')}
            </Button>
          </Group>
        )}
        {replacing !== null && (
          <Overlay color="#fff" backgroundOpacity={0.75} center data-testid="image-upload-loader">
            <Stack align="center" gap={4}>
              {replacing > 0 ? (
                <RingProgress
                  size={48}
                  thickness={4}
                  sections={[{ value: Math.min(MULTI_UPLOAD_PROGRESS_CAP, replacing), color: 'blue' }]}
                />
              ) : (
                <Loader size="sm" />
              )}
              <Text size="xs">{t('productImages.uploading')}</Text>
            </Stack>
          </Overlay>
        )}
      </Box>
      <Group justify="space-between" gap={2} mt={6} wrap="nowrap">
        <Tooltip label={t('productImages.dragHandle', { n })}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('productImages.dragHandle', { n })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconArrowsMove size={16} />
          </ActionIcon>
        </Tooltip>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t('productImages.view')}>
            <ActionIcon variant="subtle" aria-label={t('productImages.view')} onClick={onView}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <FileButton onChange={(file) => file && onReplace(file)} accept="image/jpeg,image/png">
            {(props) => (
              <Tooltip label={t('productImages.replace')}>
                <ActionIcon
                  {...props}
                  variant="subtle"
                  disabled={disabled || replacing !== null}
                  aria-label={t('productImages.replace')}
                  data-testid={`product-image-replace-${image.position}`}
                >
                  <IconReplace size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <Tooltip label={t('productImages.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={disabled || replacing !== null}
              aria-label={t('productImages.delete')}
              onClick={onDelete}
              data-testid={`product-image-delete-${image.position}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
