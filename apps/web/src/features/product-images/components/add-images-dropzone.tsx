// The drop area at the end of the image grid: drop or pick several images at once. Files of the
// wrong type are passed on too, so the queue shows the spec's message for each.

import { Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const PRODUCT_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'];

export function AddImagesDropzone({ maxMb, onFiles }: { maxMb: number; onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={(rejections) => onFiles(rejections.map((rejection) => rejection.file))}
      accept={PRODUCT_IMAGE_MIME_TYPES}
      multiple
      radius="md"
      p="xs"
      style={{ aspectRatio: '1 / 1', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      data-testid="product-images-dropzone"
    >
      <Stack align="center" gap={4} style={{ pointerEvents: 'none' }}>
        <IconPhotoPlus size={28} color="var(--mantine-color-blue-6)" />
        <Text size="sm" ta="center" fw={500}>
          {t('productImages.dropTitle')}
        </Text>
        <Text size="xs" c="gray.7" ta="center">
          {t('productImages.dropHint', { maxMb })}
        </Text>
      </Stack>
    </Dropzone>
  );
}
