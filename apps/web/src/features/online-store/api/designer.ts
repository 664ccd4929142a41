// The theme designer's calls (admin theme user): a theme's document, edit, duplicate, assign to
// verticals and copy to a supplier (/api/v1/site/designer/themes/:themeId…), read with the
// builder API's schemas; the theme's document with the blocks' own schema.
import { type SiteDocument, siteDocumentSchema } from '@storekeep/blocks/document';
import {
  designThemeReplySchema,
  themeCopiedReplySchema,
  themeSavedReplySchema,
  themeVerticalsReplySchema,
} from '@storekeep/domain/online-store-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

const THEMES = '/api/v1/site/designer/themes';

/** A theme to design, with a shipped template's demo cards for its featured blocks (null for a copy). */
export async function getDesignTheme(themeId: number) {
  const reply = await fetchParsed(`${THEMES}/${themeId}`, designThemeReplySchema);
  return { ...reply, document: siteDocumentSchema.parse(reply.document) };
}

export type DesignTheme = Awaited<ReturnType<typeof getDesignTheme>>;

export async function saveDesignTheme(themeId: number, document: SiteDocument) {
  return fetchParsed(`${THEMES}/${themeId}`, themeSavedReplySchema, { method: 'PUT', body: { document } });
}

function useDesignerMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export const useDuplicateTheme = () =>
  useDesignerMutation(async (themeId: number) =>
    fetchParsed(`${THEMES}/${themeId}/duplicate`, themeSavedReplySchema, { method: 'POST' }),
  );
export const useAssignVerticals = () =>
  useDesignerMutation(async (input: { themeId: number; verticalIds: number[] }) =>
    fetchParsed(`${THEMES}/${input.themeId}/verticals`, themeVerticalsReplySchema, {
      method: 'PUT',
      body: { verticalIds: input.verticalIds },
    }),
  );
export const useCopyThemeToSupplier = () =>
  useDesignerMutation(async (input: { themeId: number; supplierId: number }) =>
    fetchParsed(`${THEMES}/${input.themeId}/copy-to-supplier`, themeCopiedReplySchema, {
      method: 'POST',
      body: {
        supplierId: input.supplierId,
      },
    }),
  );
