// Uploads for the blocks' image fields: one dropped file uploads directly; several open the
// multi-upload slider with a progress line per file (shared-blocks.md §2, §4; builder image rules:
// jpeg, png, jpg up to 3 MB, at most 10 images on a banner).
import { Button, Drawer, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImageRef } from '@storekeep/blocks/image';
import {
  BUILDER_PRODUCT_IMAGE_PROFILE,
  checkUpload,
  displayedProgress,
  UPLOAD_MESSAGES,
} from '@storekeep/domain/uploads';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import { uploadSiteImage } from '../api/store-settings.ts';

async function uploadOne(file: File): Promise<ImageRef> {
  const check = checkUpload(BUILDER_PRODUCT_IMAGE_PROFILE, { name: file.name, size: file.size });
  if (!check.ok) throw new Error(check.message);
  const reply = await uploadSiteImage(file, file.name, 'CONTENT');
  return { url: reply.imgURL, alt: '', tooltip: '' };
}

/** Direct upload of the given files, in order. */
export async function uploadImageFiles(files: File[]): Promise<ImageRef[]> {
  const images: ImageRef[] = [];
  for (const file of files) images.push(await uploadOne(file));
  return images;
}

export interface MultiUploadRequest {
  files: File[];
  max: number;
  resolve: (images: ImageRef[]) => void;
}

type ItemState = {
  name: string;
  status: 'ready' | 'start' | 'done' | 'error';
  percent: number;
  error: string | null;
};

export function MultiUploadModal({
  request,
  onDone,
}: {
  request: MultiUploadRequest | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ItemState[]>([]);
  const [images, setImages] = useState<ImageRef[]>([]);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!request) return;
    const files = request.files.slice(0, request.max);
    setItems(files.map((file) => ({ name: file.name, status: 'ready', percent: 0, error: null })));
    setImages([]);
    setRunning(true);
    let cancelled = false;
    void (async () => {
      const done: ImageRef[] = [];
      for (const [index, file] of files.entries()) {
        if (cancelled) break;
        setItems((list) =>
          list.map((item, i) => (i === index ? { ...item, status: 'start', percent: 50 } : item)),
        );
        try {
          done.push(await uploadOne(file));
          setItems((list) =>
            list.map((item, i) => (i === index ? { ...item, status: 'done', percent: 100 } : item)),
          );
        } catch (error) {
          const message = isApiError(error)
            ? errorMessage(error)
            : error instanceof Error
              ? error.message
              : translateMessage(UPLOAD_MESSAGES.uploadingFailed, i18n.language);
          setItems((list) =>
            list.map((item, i) => (i === index ? { ...item, status: 'error', error: message } : item)),
          );
        }
      }
      setImages(done);
      setRunning(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [request]);

  const finish = () => {
    request?.resolve(images);
    onDone();
  };

  return (
    <Drawer
      opened={request !== null}
      onClose={finish}
      position="right"
      title={t('builder.upload.title')}
      data-testid="multi-upload"
    >
      <Stack>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
          <Stack key={index} gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {item.name}
              </Text>
              <Text size="xs" c={item.status === 'error' ? 'red' : 'dimmed'}>
                {item.status === 'error'
                  ? item.error
                  : `${displayedProgress({ status: item.status, percent: item.percent })}%`}
              </Text>
            </Group>
            <Progress
              value={item.status === 'error' ? 100 : item.percent}
              color={item.status === 'error' ? 'red' : undefined}
            />
          </Stack>
        ))}
        <Button onClick={finish} disabled={running} data-testid="multi-upload-done">
          {t('builder.upload.done')}
        </Button>
      </Stack>
    </Drawer>
  );
}
