// Custom-field definitions of a section: list, one, save (create or change), delete, reorder.
import {
  type CustomField,
  type CustomFieldInput,
  type CustomFieldList,
  type CustomFieldSection,
  customFieldListSchema,
  customFieldSchema,
} from '@storekeep/domain/custom-fields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export const customFieldsKey = (section: CustomFieldSection) => ['custom-fields', section] as const;

export function useCustomFields(section: CustomFieldSection, enabled = true) {
  return useQuery({
    queryKey: customFieldsKey(section),
    enabled,
    queryFn: async (): Promise<CustomFieldList> =>
      customFieldListSchema.parse(await api.get<unknown>(`/api/v1/custom-fields?section=${section}`)),
  });
}

export function useSaveCustomField(fieldId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CustomFieldInput): Promise<CustomField> =>
      customFieldSchema.parse(
        fieldId === null
          ? await api.post<unknown>('/api/v1/custom-fields', input)
          : await api.put<unknown>(`/api/v1/custom-fields/${fieldId}`, input),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['custom-fields'] }),
  });
}

export function useDeleteCustomField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fieldId: number) => api.delete<{ message: string }>(`/api/v1/custom-fields/${fieldId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['custom-fields'] }),
  });
}

export function useReorderCustomFields(section: CustomFieldSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fieldIds: number[]) =>
      customFieldListSchema.parse(
        await api.put<unknown>('/api/v1/custom-fields/order', { section, fieldIds }),
      ),
    onSuccess: (reply) => queryClient.setQueryData(customFieldsKey(section), reply),
    onError: () => queryClient.invalidateQueries({ queryKey: customFieldsKey(section) }),
  });
}

export function useCustomField(fieldId: number) {
  return useQuery({
    queryKey: ['custom-fields', 'one', fieldId],
    queryFn: async (): Promise<CustomField> =>
      customFieldSchema.parse(await api.get<unknown>(`/api/v1/custom-fields/${fieldId}`)),
    retry: false,
  });
}
