// The theme designer's calls (admin theme user): a theme's document, edit, duplicate, assign to
// verticals and copy to a supplier (/api/v1/site/designer/themes/:themeId…).
import type { CatalogueSource } from '@storekeep/blocks/catalogue';
import type { SiteDocument } from '@storekeep/blocks/document';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export interface DesignTheme {
  themeId: number;
  name: string;
  verticalIds: number[];
  document: SiteDocument;
  /** A shipped template's demo cards for its featured blocks; null for a copied theme. */
  demo: CatalogueSource | null;
}

export function getDesignTheme(themeId: number) {
  return api.get<DesignTheme>(`/api/v1/site/designer/themes/${themeId}`);
}

export function saveDesignTheme(themeId: number, document: SiteDocument) {
  return api.put<{ isSuccess: boolean }>(`/api/v1/site/designer/themes/${themeId}`, { document });
}

function useDesignerMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['site'] }),
  });
}

export const useDuplicateTheme = () =>
  useDesignerMutation((themeId: number) =>
    api.post<{ themeId: number }>(`/api/v1/site/designer/themes/${themeId}/duplicate`),
  );
export const useAssignVerticals = () =>
  useDesignerMutation((input: { themeId: number; verticalIds: number[] }) =>
    api.put<{ verticalIds: number[] }>(`/api/v1/site/designer/themes/${input.themeId}/verticals`, {
      verticalIds: input.verticalIds,
    }),
  );
export const useCopyThemeToSupplier = () =>
  useDesignerMutation((input: { themeId: number; supplierId: number }) =>
    api.post<{ isSuccess: boolean }>(`/api/v1/site/designer/themes/${input.themeId}/copy-to-supplier`, {
      supplierId: input.supplierId,
    }),
  );
