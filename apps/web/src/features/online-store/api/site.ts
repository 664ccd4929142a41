// The store's site: GET /api/v1/site, select-theme, autosave (PUT /site/draft), publish, versions
// and roll back. Every change refreshes the site query.
import type { SiteDocument } from '@storekeep/blocks/document';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export type SiteReply =
  | { hasSite: false; storeUrl: string; isVirtual: boolean }
  | {
      hasSite: true;
      storeUrl: string;
      isVirtual: boolean;
      themeId: number | null;
      themeName: string | null;
      isModified: boolean;
      draftRevision: number;
      publishedVersion: number | null;
      updatedAt: string;
      document: SiteDocument;
    };

export interface SelectThemeReply {
  isSuccess: boolean;
  modified: boolean;
  themeId: number | null;
}

export interface VersionsReply {
  publishedVersion: number | null;
  versions: Array<{
    versionNo: number;
    themeId: number | null;
    restoredFrom: number | null;
    publishedAt: string;
    isLive: boolean;
  }>;
}

export const SITE_KEY = ['site', 'mine'] as const;
export const VERSIONS_KEY = ['site', 'versions'] as const;

export const siteQuery = queryOptions({
  queryKey: SITE_KEY,
  staleTime: 0,
  queryFn: () => api.get<SiteReply>('/api/v1/site'),
});

export function useSite() {
  return useQuery(siteQuery);
}

export function useVersions() {
  return useQuery({ queryKey: VERSIONS_KEY, queryFn: () => api.get<VersionsReply>('/api/v1/site/versions') });
}

function useRefreshSite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['site'] });
  };
}

export function useSelectTheme() {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: (input: { themeId: number; confirmReplace?: boolean }) =>
      api.post<SelectThemeReply>('/api/v1/site/select-theme', input),
    onSuccess: (reply) => {
      if (reply.isSuccess) refresh();
    },
  });
}

export function saveDraft(input: { document: SiteDocument; draftRevision: number }) {
  return api.put<{ draftRevision: number; isModified: boolean }>('/api/v1/site/draft', input);
}

export function usePublish() {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: () => api.post<{ publishedVersion: number; message: string }>('/api/v1/site/publish'),
    onSuccess: refresh,
  });
}

export function useRollBack() {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: (versionNo: number) =>
      api.post<{ publishedVersion: number; restoredFrom: number; draftRevision: number }>(
        `/api/v1/site/versions/${versionNo}/rollback`,
      ),
    onSuccess: refresh,
  });
}

export function useModificationStatus() {
  return useQuery({
    queryKey: ['site', 'modification-status'],
    queryFn: () => api.get<{ isModified: boolean }>('/api/v1/site/modification-status'),
  });
}
