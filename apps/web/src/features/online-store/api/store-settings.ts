// Store-level settings of the site: image uploads (POST /site/images?purpose=) and their crop, the canvas images
// (Open Graph, favicon), the background, page SEO, remove-image-from-system and the pack limits,
// read with the builder API's schemas.
import { type ImageCrop, imageCropReplySchema } from '@storekeep/domain/image-crop';
import {
  backgroundSavedReplySchema,
  builderMessageReplySchema,
  canvasImageReplySchema,
  imagesRemovedReplySchema,
  packLimitReplySchema,
  type pageSeoBodySchema,
  pageSeoReplySchema,
  siteImageUploadReplySchema,
  themeBackgroundReplySchema,
} from '@storekeep/domain/online-store-api';
import type { CanvasImageType, ThemeBackground } from '@storekeep/domain/website-builder';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '../../../app/api-client.ts';

export type SiteImagePurpose = 'OG_IMAGE' | 'FAVICON' | 'BACKGROUND' | 'CONTENT' | 'LOGO';

export type { PageSeo, SiteImageUploadReply as UploadReply } from '@storekeep/domain/online-store-api';

export async function uploadSiteImage(file: Blob, fileName: string, purpose: SiteImagePurpose) {
  const form = new FormData();
  form.append('uploadedImageFile', file, fileName);
  return fetchParsed(`/api/v1/site/images?purpose=${purpose}`, siteImageUploadReplySchema, {
    method: 'POST',
    body: form,
  });
}

/** Keeps the crop an uploaded image was made with, for the apps and editors that reopen it. */
export async function saveImageCrop(imageId: number, crop: ImageCrop) {
  return fetchParsed(`/api/v1/site/images/${imageId}/crop`, imageCropReplySchema, {
    method: 'PUT',
    body: crop,
  });
}

export async function removeImagesFromSystem(input: { newImages: string[]; deletedImages: string[] }) {
  return fetchParsed('/api/v1/site/images/remove', imagesRemovedReplySchema, { method: 'POST', body: input });
}

export function useCanvasImage(type: CanvasImageType, enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'canvas-image', type],
    enabled,
    queryFn: async () => fetchParsed(`/api/v1/site/canvas-images/${type}`, canvasImageReplySchema),
  });
}

export function useUpdateCanvasImage(type: CanvasImageType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imgUrl: string) =>
      fetchParsed(`/api/v1/site/canvas-images/${type}`, builderMessageReplySchema, {
        method: 'PUT',
        body: { imgUrl },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export function useBackground(enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'background'],
    enabled,
    queryFn: async () => fetchParsed('/api/v1/site/background', themeBackgroundReplySchema),
  });
}

export function useUpdateBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ThemeBackground & { newImages: string[] }) =>
      fetchParsed('/api/v1/site/background', backgroundSavedReplySchema, { method: 'PUT', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export function usePageSeo(page: string, pageId: string | null) {
  return useQuery({
    queryKey: ['site', 'seo', pageId],
    enabled: pageId !== null,
    queryFn: async () =>
      fetchParsed(
        `/api/v1/site/seo?page=${encodeURIComponent(page)}&id=${encodeURIComponent(pageId ?? '')}`,
        pageSeoReplySchema,
      ),
  });
}

export function useUpdatePageSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { pageId: string } & z.input<typeof pageSeoBodySchema>) => {
      const { pageId, ...seo } = input;
      return fetchParsed(`/api/v1/site/seo/${encodeURIComponent(pageId)}`, builderMessageReplySchema, {
        method: 'PUT',
        body: seo,
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export type SiteLimitKey = 'pages' | 'customPages' | 'domain';

export async function packLimit(key: SiteLimitKey) {
  return fetchParsed('/api/v1/site/pack-limit', packLimitReplySchema, { method: 'POST', body: { key } });
}
