// The custom-field edit page's form (shared-blocks.md §2-§5): name, values ('Value N' defaults),
// mandatory and conditional switches with the dependent field and option, a trash icon when
// editing (with confirmation), Cancel (not on a phone) and Save, checked by the domain's rules.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  ATTACHMENT_PERMISSION,
  addFieldValue,
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_TYPE_LABELS,
  type CustomField,
  type CustomFieldDraft,
  type CustomFieldSection,
  type CustomFieldType,
  canSaveCustomField,
  customFieldErrors,
  isMultiValueType,
} from '@storekeep/domain/custom-fields';
import { REQUIRED_FIELD_MESSAGE } from '@storekeep/domain/validation';
import { IconAlertCircle, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import { useDeleteCustomField, useSaveCustomField } from '../api/custom-fields.ts';
import { FieldTypeIcon } from './field-type-icon.tsx';

interface ValueRow {
  tempId: string;
  id: number | null;
  value: string;
}

let nextTempId = 0;
const tempId = () => `v${++nextTempId}`;

function initialValues(type: CustomFieldType, field: CustomField | null): ValueRow[] {
  if (field) return field.customFieldRelCommand.map((o) => ({ tempId: tempId(), id: o.id, value: o.value }));
  if (!isMultiValueType(type)) return [];
  return addFieldValue([], tempId()).map((v) => ({ ...v, id: null }));
}

export function CustomFieldForm({
  section,
  type,
  field,
  sectionFields,
  canAddAttachments,
  onDone,
}: {
  section: CustomFieldSection;
  type: CustomFieldType;
  field: CustomField | null;
  sectionFields: readonly CustomField[];
  canAddAttachments: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery('(max-width: 48em)');
  const save = useSaveCustomField(field?.id ?? null);
  const remove = useDeleteCustomField();
  const [fieldName, setFieldName] = useState(field?.fieldName ?? '');
  const [values, setValues] = useState<ValueRow[]>(() => initialValues(type, field));
  const [mandatory, setMandatory] = useState(field?.mandatory ?? false);
  const [conditional, setConditional] = useState(field?.conditional ?? false);
  const [dependentFieldId, setDependentFieldId] = useState<string | null>(
    field?.dependent ? String(field.dependent.fieldId) : null,
  );
  const [dependentValueId, setDependentValueId] = useState<string | null>(
    field?.dependent ? String(field.dependent.valueId) : null,
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});

  const multi = isMultiValueType(type);
  const draft: CustomFieldDraft = {
    type,
    fieldName,
    fieldValues: values,
    mandatory,
    conditional,
    dependent: { fieldTempId: dependentFieldId, valueTempId: dependentValueId },
  };
  const permissions = canAddAttachments ? [ATTACHMENT_PERMISSION] : [];
  const errors = customFieldErrors(draft, permissions);
  const canSave = canSaveCustomField(draft, permissions) && (!multi || values.length > 0);

  const parents = sectionFields.filter((f) => f.id !== field?.id && isMultiValueType(f.type));
  const parent = parents.find((f) => String(f.id) === dependentFieldId);

  const valueError = (row: ValueRow, index: number): string | null => {
    const server = serverFields[`values.${index}.value`];
    if (server) return server;
    if (errors.duplicateValues.includes(row.tempId))
      return translateMessage(CUSTOM_FIELD_MESSAGES.duplicateValue, i18n.language);
    if (submitted && errors.emptyValues.includes(row.tempId))
      return translateMessage(REQUIRED_FIELD_MESSAGE, i18n.language);
    return null;
  };

  const submit = () => {
    setSubmitted(true);
    setServerFields({});
    if (!canSave) return;
    save.mutate(
      {
        section,
        type,
        fieldName,
        mandatory,
        conditional,
        dependent: conditional
          ? { fieldId: Number(dependentFieldId), valueId: Number(dependentValueId) }
          : null,
        values: multi ? values.map((v) => ({ id: v.id, value: v.value })) : [],
      },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('customFields.saved', { name: saved.fieldName }) });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error)) setServerFields(error.fields);
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!field) return;
    modals.openConfirmModal({
      title: t('customFields.deleteTitle'),
      children: <Text size="sm">{t('customFields.deleteBody', { name: field.fieldName })}</Text>,
      labels: { confirm: t('customFields.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'custom-field-delete-confirm' },
      onConfirm: () =>
        remove.mutate(field.id, {
          onSuccess: (reply) => {
            notifications.show({ color: 'green', message: reply.message });
            onDone();
          },
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        }),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="custom-field-form">
      <Stack>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <FieldTypeIcon type={type} />
            <Text fw={600} data-testid="custom-field-type-label">
              {CUSTOM_FIELD_TYPE_LABELS[type]}
            </Text>
          </Group>
          {field && (
            <Tooltip label={t('customFields.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={confirmDelete}
                aria-label={t('customFields.delete')}
                data-testid="custom-field-delete"
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {errors.attachmentNotAllowed && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {translateMessage(CUSTOM_FIELD_MESSAGES.attachmentNotAllowed, i18n.language)}
          </Alert>
        )}
        <TextInput
          label={t('customFields.fieldName')}
          placeholder={t('customFields.fieldNamePlaceholder')}
          value={fieldName}
          maxLength={100}
          onChange={(event) => setFieldName(event.currentTarget.value)}
          error={serverFields.fieldName ?? (submitted ? errors.fieldName : null)}
          withAsterisk
          data-testid="custom-field-name"
        />
        {multi && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('customFields.values')}
            </Text>
            {values.map((row, index) => (
              <Group key={row.tempId} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  flex={1}
                  value={row.value}
                  maxLength={100}
                  aria-label={t('customFields.valueLabel', { n: index + 1 })}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setValues((list) =>
                      list.map((v) => (v.tempId === row.tempId ? { ...v, value: text } : v)),
                    );
                  }}
                  error={valueError(row, index)}
                  data-testid={`custom-field-value-${index}`}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  mt={2}
                  disabled={values.length <= 1}
                  onClick={() => setValues((list) => list.filter((v) => v.tempId !== row.tempId))}
                  aria-label={t('customFields.removeValue')}
                >
                  <IconX size={18} />
                </ActionIcon>
              </Group>
            ))}
            {serverFields.values && (
              <Text size="xs" c="red">
                {serverFields.values}
              </Text>
            )}
            <Button
              variant="subtle"
              leftSection={<IconPlus size={16} />}
              onClick={() =>
                setValues((list) => addFieldValue(list, tempId()).map((v) => ({ id: null, ...v })))
              }
              style={{ alignSelf: 'flex-start' }}
              data-testid="custom-field-add-value"
            >
              {t('customFields.addValue')}
            </Button>
          </Stack>
        )}
        <Switch
          label={t('customFields.mandatory')}
          checked={mandatory}
          onChange={(event) => setMandatory(event.currentTarget.checked)}
          data-testid="custom-field-mandatory"
        />
        <Switch
          label={t('customFields.conditional')}
          description={t('customFields.conditionalHint')}
          checked={conditional}
          disabled={parents.length === 0 && !conditional}
          onChange={(event) => setConditional(event.currentTarget.checked)}
          data-testid="custom-field-conditional"
        />
        {conditional && (
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={t('customFields.dependentField')}
              data={parents.map((f) => ({ value: String(f.id), label: f.fieldName }))}
              value={dependentFieldId}
              onChange={(value) => {
                setDependentFieldId(value);
                setDependentValueId(null);
              }}
              error={
                serverFields['dependent.fieldId'] ??
                (submitted && errors.dependentField
                  ? translateMessage(CUSTOM_FIELD_MESSAGES.dependentField, i18n.language)
                  : null)
              }
              miw={200}
              data-testid="custom-field-dependent-field"
            />
            <Select
              label={t('customFields.dependentValue')}
              data={(parent?.customFieldRelCommand ?? []).map((o) => ({
                value: String(o.id),
                label: o.value,
              }))}
              value={dependentValueId}
              onChange={setDependentValueId}
              disabled={!parent}
              error={
                serverFields['dependent.valueId'] ??
                (submitted && errors.dependentOption
                  ? translateMessage(CUSTOM_FIELD_MESSAGES.dependentOption, i18n.language)
                  : null)
              }
              miw={200}
              data-testid="custom-field-dependent-value"
            />
          </Group>
        )}
        {save.isError && !Object.keys(serverFields).length && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="custom-field-error"
          >
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          {!isMobile && (
            <Button variant="default" onClick={onDone} data-testid="custom-field-cancel">
              {t('common.cancel')}
            </Button>
          )}
          <Button
            onClick={submit}
            loading={save.isPending}
            disabled={errors.duplicateValues.length > 0}
            fullWidth={isMobile}
            data-testid="custom-field-save"
          >
            {t('customFields.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
