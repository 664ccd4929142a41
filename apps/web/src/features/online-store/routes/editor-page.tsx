// /onlineStore/editor?mode=edit|template[&themeId=] — the CMS edit page (website-builder.md §2):
// no left menu; the mode comes in the query; after load the mobile-app token and the mode leave
// the visible address. 'template' is the theme designer editing a template theme.
import { Center, Loader } from '@mantine/core';
import type { SiteDocument } from '@storekeep/blocks/document';
import { visibleEditorUrl } from '@storekeep/domain/website-builder';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { getDesignTheme, saveDesignTheme } from '../api/designer.ts';
import { editorCatalogueQuery } from '../api/editor-catalogue.ts';
import { editorDiscountCodesQuery } from '../api/editor-discount-codes.ts';
import { publishSite, saveDraft, siteQuery } from '../api/site.ts';
import { supplierInfoQuery } from '../api/theme-gallery.ts';
import { LoadError } from '../components/query-state.tsx';
import { type EditorMode, SiteEditor } from '../components/site-editor.tsx';

export interface EditorSearch {
  mode?: string;
  themeId?: number;
  deviceType?: string;
}

export function EditorPage({ search }: { search: EditorSearch }) {
  // The first mode wins for the whole visit: the address loses it after load.
  const mode = useRef<EditorMode>(search.mode === 'template' ? 'template' : 'edit').current;
  const isIosApp = useRef(search.deviceType === 'IosApp').current;
  const themeId = search.themeId ?? null;
  useEffect(() => {
    window.history.replaceState(window.history.state, '', visibleEditorUrl(window.location.href));
  }, []);
  if (mode === 'template' && themeId !== null)
    return <TemplateEditor themeId={themeId} isIosApp={isIosApp} />;
  return <StoreEditor isIosApp={isIosApp} />;
}

const NO_CODES: string[] = [];

function StoreEditor({ isIosApp }: { isIosApp: boolean }) {
  const queryClient = useQueryClient();
  const site = useQuery({ ...siteQuery, refetchOnWindowFocus: false });
  const info = useQuery(supplierInfoQuery);
  // The cards are there before the canvas opens (see SiteEditor's metadata).
  const catalogue = useQuery(editorCatalogueQuery);
  // The offer block's codes too; without them (an error) the picker offers none.
  const codes = useQuery(editorDiscountCodesQuery);
  const revision = useRef<number | null>(null);
  if (site.isError)
    return <LoadError error={site.error} onRetry={() => void site.refetch()} testId="editor-error" />;
  if (catalogue.isError)
    return (
      <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} testId="editor-error" />
    );
  if (!site.data || !info.data || !catalogue.data || (!codes.data && !codes.isError))
    return (
      <Center h="100dvh">
        <Loader />
      </Center>
    );
  if (!site.data.hasSite)
    return (
      <Navigate
        to="/onlineStore/selectTheme/$verticalId"
        params={{ verticalId: String(info.data.verticalId) }}
      />
    );
  revision.current ??= site.data.draftRevision;
  const save = async (document: SiteDocument) => {
    const reply = await saveDraft({ document, draftRevision: revision.current ?? 1 });
    revision.current = reply.draftRevision;
  };
  const publish = async () => {
    await publishSite();
    void queryClient.invalidateQueries({ queryKey: ['site', 'versions'] });
  };
  return (
    <SiteEditor
      mode="edit"
      initialDocument={site.data.document}
      initialModified={site.data.isModified}
      storeName={info.data.storeName}
      storeUrl={info.data.storeUrl}
      isIosApp={isIosApp}
      catalogue={catalogue.data}
      discountCodes={codes.data ?? NO_CODES}
      save={save}
      publish={publish}
      reload={async () => {
        const fresh = await queryClient.fetchQuery({ ...siteQuery, staleTime: 0 });
        if (!fresh.hasSite) throw new Error('The site is gone');
        revision.current = fresh.draftRevision;
        return fresh.document;
      }}
    />
  );
}

function TemplateEditor({ themeId, isIosApp }: { themeId: number; isIosApp: boolean }) {
  const theme = useQuery({
    queryKey: ['site', 'design-theme', themeId],
    queryFn: () => getDesignTheme(themeId),
    refetchOnWindowFocus: false,
  });
  const last = useRef<SiteDocument | null>(null);
  if (theme.isError)
    return <LoadError error={theme.error} onRetry={() => void theme.refetch()} testId="editor-error" />;
  if (!theme.data)
    return (
      <Center h="100dvh">
        <Loader />
      </Center>
    );
  return (
    <SiteEditor
      mode="template"
      initialDocument={theme.data.document}
      initialModified={false}
      storeName={theme.data.name}
      storeUrl=""
      isIosApp={isIosApp}
      catalogue={theme.data.demo ?? undefined}
      save={async (document) => {
        last.current = document;
        await saveDesignTheme(themeId, document);
      }}
      publish={async () => {
        // Template themes have no versions: what autosave stored is the theme.
        if (last.current) await saveDesignTheme(themeId, last.current);
      }}
    />
  );
}
