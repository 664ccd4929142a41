// Custom-field definitions of a section: list, one, save (create or change), delete, reorder.
import {
  type CustomField,
  type CustomFieldInput,
  type CustomFieldList,
  type CustomFieldSection,
  customFieldListSchema,
  customFieldSchema,
} from '@storekeep/domain/custom-fields';
import { customFieldDeletedReplySchema } from '@storekeep/domain/custom-fields-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '../../../app/api-client.ts';

export const customFieldsKey = (section: CustomFieldSection) => ['custom-fields', section] as const;

export function useCustomFields(section: CustomFieldSection, enabled = true) {
  return useQuery({
    queryKey: customFieldsKey(section),
    enabled,
    queryFn: async (): Promise<CustomFieldList> =>
      fetchParsed(`/api/v1/custom-fields?section=${section}`, customFieldListSchema),
  });
}

export function useSaveCustomField(fieldId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CustomFieldInput): Promise<CustomField> =>
      fieldId === null
        ? fetchParsed('/api/v1/custom-fields', customFieldSchema, { method: 'POST', body: input })
        : fetchParsed(`/api/v1/custom-fields/${fieldId}`, customFieldSchema, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['custom-fields'] }),
  });
}

export function useDeleteCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fieldId: number) =>
      fetchParsed(`/api/v1/custom-fields/${fieldId}`, customFieldDeletedReplySchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['custom-fields'] }),
  });
}

export function useReorderCustomFields(section: CustomFieldSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fieldIds: number[]) =>
      fetchParsed('/api/v1/custom-fields/order', customFieldListSchema, {
        method: 'PUT',
        body: { section, fieldIds },
      }),
    onSuccess: (reply) => queryClient.setQueryData(customFieldsKey(section), reply),
    onError: () => queryClient.invalidateQueries({ queryKey: customFieldsKey(section) }),
  });
}

export function useCustomField(fieldId: number) {
  return useQuery({
    queryKey: ['custom-fields', 'one', fieldId],
    queryFn: async (): Promise<CustomField> =>
      fetchParsed(`/api/v1/custom-fields/${fieldId}`, customFieldSchema),
    retry: false,
  });
}
