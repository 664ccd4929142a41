// The store's site: GET /api/v1/site, select-theme, autosave (PUT /site/draft), publish, versions
// and roll back. Every change refreshes the site query. Replies are read with the builder API's
// schemas (packages/domain online-store-api.ts); the site document with the blocks' own schema.
import { type SiteDocument, siteDocumentSchema } from '@storekeep/blocks/document';
import {
  draftSavedReplySchema,
  modificationStatusReplySchema,
  publishReplySchema,
  rollBackReplySchema,
  selectThemeReplySchema,
  siteReplySchema,
  versionsReplySchema,
} from '@storekeep/domain/online-store-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export type { SelectThemeReply, VersionsReply } from '@storekeep/domain/online-store-api';

async function fetchSite() {
  const reply = siteReplySchema.parse(await api.get<unknown>('/api/v1/site'));
  return reply.hasSite ? { ...reply, document: siteDocumentSchema.parse(reply.document) } : reply;
}

export type SiteReply = Awaited<ReturnType<typeof fetchSite>>;

export const SITE_KEY = ['site', 'mine'] as const;
export const VERSIONS_KEY = ['site', 'versions'] as const;

export const siteQuery = queryOptions({ queryKey: SITE_KEY, staleTime: 0, queryFn: fetchSite });

export function useSite() {
  return useQuery(siteQuery);
}

export function useVersions() {
  return useQuery({
    queryKey: VERSIONS_KEY,
    queryFn: async () => versionsReplySchema.parse(await api.get<unknown>('/api/v1/site/versions')),
  });
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
    mutationFn: async (input: { themeId: number; confirmReplace?: boolean }) =>
      selectThemeReplySchema.parse(await api.post<unknown>('/api/v1/site/select-theme', input)),
    onSuccess: (reply) => {
      if (reply.isSuccess) refresh();
    },
  });
}

export async function saveDraft(input: { document: SiteDocument; draftRevision: number }) {
  return draftSavedReplySchema.parse(await api.put<unknown>('/api/v1/site/draft', input));
}

export function usePublish() {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: async () => publishReplySchema.parse(await api.post<unknown>('/api/v1/site/publish')),
    onSuccess: refresh,
  });
}

export function useRollBack() {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: async (versionNo: number) =>
      rollBackReplySchema.parse(await api.post<unknown>(`/api/v1/site/versions/${versionNo}/rollback`)),
    onSuccess: refresh,
  });
}

export function useModificationStatus() {
  return useQuery({
    queryKey: ['site', 'modification-status'],
    queryFn: async () =>
      modificationStatusReplySchema.parse(await api.get<unknown>('/api/v1/site/modification-status')),
  });
}
