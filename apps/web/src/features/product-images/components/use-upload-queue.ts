// The multi-image upload queue (shared-blocks.md §4): each file is ready, then start, then done,
// or error, or cancel; one file at a time so images keep the order they were chosen in. Clearing
// all aborts the remaining uploads and marks them failed; progress shows at most 99 until done.
import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_LIMIT_MESSAGE } from '@storekeep/domain/product-images';
import {
  cancelUpload,
  clearAllUploads,
  type MultiUploadItem,
  prepareMultiUpload,
  type UploadProfile,
} from '@storekeep/domain/uploads';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../app/error-message.ts';
import { showImageSaved } from '../../../ui/image-toasts.ts';
import { productImagesKey } from '../api/product-images.ts';
import { UploadCancelled, uploadProductImage } from '../api/upload-product-image.ts';

export interface QueuedUpload extends MultiUploadItem {
  id: string;
  file: File;
}

let nextId = 0;

export function useUploadQueue(productId: number, profile: UploadProfile, imageCount: number) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const savedInBatch = useRef(0);

  const update = useCallback((id: string, change: (item: QueuedUpload) => QueuedUpload) => {
    setItems((all) => all.map((item) => (item.id === id ? change(item) : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      setItems((all) => {
        const waiting = all.filter((item) => item.status === 'ready' || item.status === 'start').length;
        let room = MAX_PRODUCT_IMAGES - imageCount - waiting;
        const prepared = prepareMultiUpload(files, profile).map((item, i) => {
          const queued = { ...item, id: `upload-${nextId++}`, file: files[i] as File };
          if (queued.status !== 'ready') return queued;
          if (room <= 0) return { ...queued, status: 'error' as const, error: PRODUCT_IMAGE_LIMIT_MESSAGE };
          room--;
          return queued;
        });
        return [...all, ...prepared];
      });
    },
    [imageCount, profile],
  );

  // Start the next file when none is uploading.
  useEffect(() => {
    if (items.some((item) => item.status === 'start')) return;
    const next = items.find((item) => item.status === 'ready');
    if (!next) {
      if (savedInBatch.current > 0) {
        savedInBatch.current = 0;
        showImageSaved();
      }
      return;
    }
    // The effect can run twice for one state (StrictMode): start each file once.
    if (controllers.current.has(next.id)) return;
    const controller = new AbortController();
    controllers.current.set(next.id, controller);
    update(next.id, (item) => ({ ...item, status: 'start', percent: 0 }));
    uploadProductImage({
      productId,
      file: next.file,
      signal: controller.signal,
      onProgress: (percent) => update(next.id, (item) => ({ ...item, percent })),
    })
      .then((reply) => {
        queryClient.setQueryData(productImagesKey(productId), reply);
        savedInBatch.current++;
        update(next.id, (item) => ({ ...item, status: 'done', percent: 100 }));
      })
      .catch((error: unknown) => {
        // A cancelled or cleared item already carries its status and message.
        if (error instanceof UploadCancelled) return;
        update(next.id, (item) => ({ ...item, status: 'error', error: errorMessage(error) }));
      })
      .finally(() => controllers.current.delete(next.id));
  }, [items, productId, queryClient, update]);

  const cancel = useCallback(
    (id: string) => {
      update(id, (item) => ({ ...item, ...cancelUpload(item) }));
      controllers.current.get(id)?.abort();
    },
    [update],
  );

  const clearAll = useCallback(() => {
    setItems((all) => clearAllUploads(all) as QueuedUpload[]);
    for (const controller of controllers.current.values()) controller.abort();
  }, []);

  /** Empties the list once nothing is in flight (closing the progress modal). */
  const dismiss = useCallback(() => {
    setItems((all) => all.filter((item) => item.status === 'ready' || item.status === 'start'));
  }, []);

  const busy = items.some((item) => item.status === 'ready' || item.status === 'start');
  return { items, add, cancel, clearAll, dismiss, busy };
}
