// PUT /api/v1/me/language (updateLanguageByStaffMember): the language chosen in the menu is kept on
// the person's account, so their next sign-in on another device opens in it.
import { useMutation } from '@tanstack/react-query';
import { fetchParsed, NO_CONTENT } from '../../../app/api-client.ts';

export function useSaveOwnLanguage() {
  return useMutation({
    mutationFn: (language: string) =>
      fetchParsed('/api/v1/me/language', NO_CONTENT, { method: 'PUT', body: { language } }),
  });
}
