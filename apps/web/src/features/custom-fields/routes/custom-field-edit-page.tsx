// The custom-field edit page: a new field of the type chosen in the picker, or an existing field
// (which opens here directly, shared-blocks.md §2).
import { Alert, Container, Skeleton } from '@mantine/core';
import {
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_SECTIONS,
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldSection,
  type CustomFieldType,
} from '@storekeep/domain/custom-fields';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCustomField, useCustomFields } from '../api/custom-fields.ts';
import { CustomFieldForm } from '../components/custom-field-form.tsx';

export function NewCustomFieldPage() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const type: CustomFieldType = (CUSTOM_FIELD_TYPES as readonly unknown[]).includes(search.type)
    ? (search.type as CustomFieldType)
    : 'text';
  const section: CustomFieldSection = (CUSTOM_FIELD_SECTIONS as readonly unknown[]).includes(search.section)
    ? (search.section as CustomFieldSection)
    : 'PRODUCT';
  const navigate = useNavigate();
  const list = useCustomFields(section);
  const back = () => void navigate({ to: '/settings/custom-fields', search: { section } });
  return (
    <Container size="sm" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader title={t('customFields.newTitle', { type: CUSTOM_FIELD_TYPE_LABELS[type] })} />
      {list.isPending && <Skeleton h={320} radius="lg" />}
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data && (
        <CustomFieldForm
          section={section}
          type={type}
          field={null}
          sectionFields={list.data.fields}
          canAddAttachments={list.data.availableTypes.includes('attachment')}
          onDone={back}
        />
      )}
    </Container>
  );
}

export function EditCustomFieldPage() {
  const { t } = useTranslation();
  const fieldId = Number((useParams({ strict: false }) as { fieldId?: string }).fieldId);
  const navigate = useNavigate();
  const one = useCustomField(fieldId);
  const list = useCustomFields(one.data?.section ?? 'PRODUCT', Boolean(one.data));
  const field = one.data;
  const back = () =>
    void navigate({ to: '/settings/custom-fields', search: field ? { section: field.section } : {} });
  return (
    <Container size="sm" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader title={field ? field.fieldName : t('customFields.editTitle')} />
      {(one.isPending || (field && list.isPending)) && <Skeleton h={320} radius="lg" />}
      {one.isError && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          data-testid="custom-field-missing"
        >
          {isApiError(one.error) && one.error.status === 404
            ? translateMessage(CUSTOM_FIELD_MESSAGES.notFound, i18n.language)
            : errorMessage(one.error)}
        </Alert>
      )}
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data && field && (
        <CustomFieldForm
          key={field.id}
          section={field.section}
          type={field.type}
          field={field}
          sectionFields={list.data.fields}
          canAddAttachments={list.data.availableTypes.includes('attachment')}
          onDone={back}
        />
      )}
    </Container>
  );
}
