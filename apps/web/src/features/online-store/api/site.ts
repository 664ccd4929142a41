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
import { fetchParsed } from '../../../app/api-client.ts';

export type { SelectThemeReply, VersionsReply } from '@storekeep/domain/online-store-api';

async function fetchSite() {
  const reply = await fetchParsed('/api/v1/site', siteReplySchema);
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
    queryFn: async () => fetchParsed('/api/v1/site/versions', versionsReplySchema),
  });
}

function useRefreshSite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['site'] });
  };
}

export function useSelectTheme() {
  const queryClient = useQueryClient();
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: async (input: { themeId: number; confirmReplace?: boolean }) =>
      fetchParsed('/api/v1/site/select-theme', selectThemeReplySchema, { method: 'POST', body: input }),
    onSuccess: (reply) => {
      if (!reply.isSuccess) return;
      // The site read before the choice (no site yet, when the editor sent the merchant here) must
      // not open the editor: it would send them back to the gallery before reading the new one.
      queryClient.removeQueries({ queryKey: SITE_KEY, exact: true });
      refresh();
    },
  });
}

export async function saveDraft(input: { document: SiteDocument; draftRevision: number }) {
  return fetchParsed('/api/v1/site/draft', draftSavedReplySchema, { method: 'PUT', body: input });
}

export async function publishSite() {
  return fetchParsed('/api/v1/site/publish', publishReplySchema, { method: 'POST' });
}

export function usePublish() {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: publishSite,
    onSuccess: refresh,
  });
}

export function useRollBack() {
  const refresh = useRefreshSite();
  return useMutation({
    mutationFn: async (versionNo: number) =>
      fetchParsed(`/api/v1/site/versions/${versionNo}/rollback`, rollBackReplySchema, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useModificationStatus() {
  return useQuery({
    queryKey: ['site', 'modification-status'],
    queryFn: async () => fetchParsed('/api/v1/site/modification-status', modificationStatusReplySchema),
  });
}
