// GET /site/catalogue: the store's cards (products a shopper may see, newest first, and visible
// categories) for the featured blocks on the editor's canvas and their pickers.
import { editorCatalogueReplySchema } from '@storekeep/domain/online-store-api';
import { queryOptions } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const editorCatalogueQuery = queryOptions({
  queryKey: ['site', 'catalogue'],
  queryFn: () => fetchParsed('/api/v1/site/catalogue', editorCatalogueReplySchema),
  staleTime: 0,
  refetchOnWindowFocus: false,
});
