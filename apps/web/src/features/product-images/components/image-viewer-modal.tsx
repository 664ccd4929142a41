// The enlarged-image viewer (back-office.md §2: default header 'View Images'): one image large,
// previous/next, and the strip of all images to jump between them.
import { ActionIcon, Box, Group, Image, Modal, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import type { ProductImage } from '@storekeep/domain/product-images';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const VIEWER_TITLE = 'View Images';

export interface ImageViewerModalProps {
  images: readonly ProductImage[];
  /** Index shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function ImageViewerModal({ images, index, onIndexChange, onClose }: ImageViewerModalProps) {
  const { t } = useTranslation();
  const current = index === null ? undefined : images[index];
  const total = images.length;
  const go = (step: number) => index !== null && onIndexChange((index + step + total) % total);

  return (
    <Modal
      opened={current !== undefined}
      onClose={onClose}
      title={VIEWER_TITLE}
      size="xl"
      fullScreen={false}
      data-testid="image-viewer"
    >
      {current && index !== null && (
        <Box
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') go(-1);
            if (event.key === 'ArrowRight') go(1);
          }}
        >
          <Group wrap="nowrap" gap="xs" align="center">
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('productImages.previous')}
              onClick={() => go(-1)}
              disabled={total < 2}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Image
                src={current.url}
                alt={t('productImages.imageAlt', { n: index + 1 })}
                fit="contain"
                h={{ base: 280, sm: 460 }}
                radius="sm"
                bg="gray.0"
                data-testid="image-viewer-current"
              />
            </Box>
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={t('productImages.next')}
              onClick={() => go(1)}
              disabled={total < 2}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
          <Text ta="center" size="sm" c="gray.7" mt="xs" data-testid="image-viewer-position">
            {t('productImages.position', { n: index + 1, total })}
          </Text>
          <ScrollArea mt="sm" type="auto" offsetScrollbars>
            <Group gap={6} wrap="nowrap">
              {images.map((image, i) => (
                <UnstyledButton
                  key={image.imageId}
                  onClick={() => onIndexChange(i)}
                  aria-label={t('productImages.imageAlt', { n: i + 1 })}
                  aria-current={i === index}
                  style={{
                    borderRadius: 6,
                    outline: i === index ? '2px solid var(--mantine-color-blue-6)' : undefined,
                    outlineOffset: 1,
                  }}
                >
                  <Image src={image.thumbnailUrl} alt="" w={56} h={56} fit="cover" radius={6} />
                </UnstyledButton>
              ))}
            </Group>
          </ScrollArea>
        </Box>
      )}
    </Modal>
  );
}
