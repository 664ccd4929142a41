// Store-level settings of the site: image uploads (POST /site/images?purpose=), the canvas images
// (Open Graph, favicon), the background, page SEO, remove-image-from-system and the pack limits,
// read with the builder API's schemas.
import {
  backgroundSavedReplySchema,
  builderMessageReplySchema,
  canvasImageReplySchema,
  imagesRemovedReplySchema,
  packLimitReplySchema,
  pageSeoReplySchema,
  siteImageUploadReplySchema,
  themeBackgroundReplySchema,
} from '@storekeep/domain/online-store-api';
import type { CanvasImageType, ThemeBackground } from '@storekeep/domain/website-builder';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export type SiteImagePurpose = 'OG_IMAGE' | 'FAVICON' | 'BACKGROUND' | 'CONTENT' | 'LOGO';

export type { PageSeo, SiteImageUploadReply as UploadReply } from '@storekeep/domain/online-store-api';

export async function uploadSiteImage(file: Blob, fileName: string, purpose: SiteImagePurpose) {
  const form = new FormData();
  form.append('uploadedImageFile', file, fileName);
  return siteImageUploadReplySchema.parse(
    await api.post<unknown>(`/api/v1/site/images?purpose=${purpose}`, form),
  );
}

export async function removeImagesFromSystem(input: { newImages: string[]; deletedImages: string[] }) {
  return imagesRemovedReplySchema.parse(await api.post<unknown>('/api/v1/site/images/remove', input));
}

export function useCanvasImage(type: CanvasImageType, enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'canvas-image', type],
    enabled,
    queryFn: async () =>
      canvasImageReplySchema.parse(await api.get<unknown>(`/api/v1/site/canvas-images/${type}`)),
  });
}

export function useUpdateCanvasImage(type: CanvasImageType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imgUrl: string) =>
      builderMessageReplySchema.parse(
        await api.put<unknown>(`/api/v1/site/canvas-images/${type}`, { imgUrl }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export function useBackground(enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'background'],
    enabled,
    queryFn: async () => themeBackgroundReplySchema.parse(await api.get<unknown>('/api/v1/site/background')),
  });
}

export function useUpdateBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ThemeBackground & { newImages: string[] }) =>
      backgroundSavedReplySchema.parse(await api.put<unknown>('/api/v1/site/background', input)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export function usePageSeo(page: string, pageId: string | null) {
  return useQuery({
    queryKey: ['site', 'seo', pageId],
    enabled: pageId !== null,
    queryFn: async () =>
      pageSeoReplySchema.parse(
        await api.get<unknown>(
          `/api/v1/site/seo?page=${encodeURIComponent(page)}&id=${encodeURIComponent(pageId ?? '')}`,
        ),
      ),
  });
}

export function useUpdatePageSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { pageId: string; title: string; keywords: string; description: string }) => {
      const { pageId, ...seo } = input;
      return builderMessageReplySchema.parse(
        await api.put<unknown>(`/api/v1/site/seo/${encodeURIComponent(pageId)}`, seo),
      );
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export type SiteLimitKey = 'pages' | 'customPages' | 'domain';

export async function packLimit(key: SiteLimitKey) {
  return packLimitReplySchema.parse(await api.post<unknown>('/api/v1/site/pack-limit', { key }));
}
