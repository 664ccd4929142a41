// Store-level settings of the site: image uploads (POST /site/images?purpose=), the canvas images
// (Open Graph, favicon), the background, page SEO, remove-image-from-system and the pack limits.
import type { CanvasImageType, ThemeBackground } from '@storekeep/domain/website-builder';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export type SiteImagePurpose = 'OG_IMAGE' | 'FAVICON' | 'BACKGROUND' | 'CONTENT' | 'LOGO';

export interface UploadReply {
  status: 'success';
  imgURL: string;
  imgwidth: number;
  imgheight: number;
  error: string;
}

export function uploadSiteImage(file: Blob, fileName: string, purpose: SiteImagePurpose) {
  const form = new FormData();
  form.append('uploadedImageFile', file, fileName);
  return api.post<UploadReply>(`/api/v1/site/images?purpose=${purpose}`, form);
}

export function removeImagesFromSystem(input: { newImages: string[]; deletedImages: string[] }) {
  return api.post<{ isSuccess: boolean; removed: number }>('/api/v1/site/images/remove', input);
}

export function useCanvasImage(type: CanvasImageType, enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'canvas-image', type],
    enabled,
    queryFn: () =>
      api.get<{ isSuccess: boolean; data: { imgUrl: string } }>(`/api/v1/site/canvas-images/${type}`),
  });
}

export function useUpdateCanvasImage(type: CanvasImageType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imgUrl: string) =>
      api.put<{ isSuccess: boolean; message: string }>(`/api/v1/site/canvas-images/${type}`, { imgUrl }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export function useBackground(enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'background'],
    enabled,
    queryFn: () => api.get<ThemeBackground>('/api/v1/site/background'),
  });
}

export function useUpdateBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThemeBackground & { newImages: string[] }) =>
      api.put<{ isSuccess: boolean; message: string }>('/api/v1/site/background', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export interface PageSeo {
  page: string;
  pageId: string;
  pageUrl: string;
  pageTitle: string;
  keywords: string;
  description: string;
  pageContentDesc: string;
  isDataAvailable: boolean;
}

export function usePageSeo(page: string, pageId: string | null) {
  return useQuery({
    queryKey: ['site', 'seo', pageId],
    enabled: pageId !== null,
    queryFn: () =>
      api.get<PageSeo>(
        `/api/v1/site/seo?page=${encodeURIComponent(page)}&id=${encodeURIComponent(pageId ?? '')}`,
      ),
  });
}

export function useUpdatePageSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pageId: string; title: string; keywords: string; description: string }) => {
      const { pageId, ...seo } = input;
      return api.put<{ isSuccess: boolean; message: string }>(
        `/api/v1/site/seo/${encodeURIComponent(pageId)}`,
        seo,
      );
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export type SiteLimitKey = 'pages' | 'customPages' | 'domain';

export function packLimit(key: SiteLimitKey) {
  return api.post<{ access: number; count: number }>('/api/v1/site/pack-limit', { key });
}
