// <ProductCustomFieldsSection productId=... />: the product form's custom fields, shown by type,
// conditional ones only while their condition holds, checked with the domain's rules before the
// server checks them again. The product editor (products feature) mounts it.
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type CustomField,
  type CustomFieldAnswer,
  customFieldAnswerErrors,
  isFieldActive,
} from '@storekeep/domain/custom-fields';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { useProductCustomFields, useSaveProductCustomFields } from '../api/product-custom-fields.ts';

type Answers = Map<number, CustomFieldAnswer>;

function FieldInput({
  field,
  answer,
  error,
  onChange,
}: {
  field: CustomField;
  answer: CustomFieldAnswer | undefined;
  error: string | undefined;
  onChange: (answer: CustomFieldAnswer) => void;
}) {
  const { t } = useTranslation();
  const common = {
    label: field.fieldName,
    withAsterisk: field.mandatory,
    error,
    'data-testid': `product-custom-field-${field.id}`,
  };
  const text = answer?.value ?? '';
  const setText = (value: string) => onChange({ fieldId: field.id, value, optionIds: [] });
  const options = field.customFieldRelCommand.map((o) => ({ value: String(o.id), label: o.value }));
  const chosen = (answer?.optionIds ?? []).map(String);
  const setOptions = (ids: string[]) =>
    onChange({ fieldId: field.id, value: null, optionIds: ids.map(Number) });

  switch (field.type) {
    case 'paragraph':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      );
    case 'date':
      return <DateField {...common} value={text} onChange={setText} />;
    case 'time':
      return (
        <TextInput {...common} type="time" value={text} onChange={(e) => setText(e.currentTarget.value)} />
      );
    case 'attachment':
      return (
        <TextInput
          {...common}
          type="url"
          placeholder="https://"
          description={t('customFields.attachmentHint')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      );
    case 'dropdown':
      return (
        <Select
          {...common}
          data={options}
          value={chosen[0] ?? null}
          clearable
          onChange={(value) => setOptions(value ? [value] : [])}
        />
      );
    case 'mulChoice':
      return (
        <Radio.Group
          {...common}
          value={chosen[0] ?? ''}
          onChange={(value) => setOptions(value ? [value] : [])}
        >
          <Group mt={6} gap="md">
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group {...common} value={chosen} onChange={setOptions}>
          <Group mt={6} gap="md">
            {options.map((o) => (
              <Checkbox key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    default:
      return (
        <TextInput
          {...common}
          maxLength={250}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      );
  }
}

export function ProductCustomFieldsSection({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const query = useProductCustomFields(productId);
  const save = useSaveProductCustomFields(productId);
  const [answers, setAnswers] = useState<Answers>(new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (query.data) setAnswers(new Map(query.data.values.map((v) => [v.fieldId, v])));
  }, [query.data]);

  const fields = query.data?.fields ?? [];
  const visible = useMemo(() => fields.filter((f) => isFieldActive(f, fields, answers)), [fields, answers]);

  if (query.isPending) return <Skeleton h={160} radius="lg" data-testid="product-custom-fields-loading" />;
  if (query.isError)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        data-testid="product-custom-fields-error"
      >
        {errorMessage(query.error)}
        <Button size="xs" variant="light" color="red" ml="md" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (fields.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="product-custom-fields-empty">
        {t('customFields.noneForProducts')}
      </Text>
    );

  const submit = () => {
    const list = [...answers.values()];
    const found = customFieldAnswerErrors(fields, list);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(list, {
      onSuccess: () => notifications.show({ color: 'green', message: t('customFields.answersSaved') }),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else notifications.show({ color: 'red', message: errorMessage(error) });
      },
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="product-custom-fields">
      <Stack>
        <Title order={3} fz="lg">
          {t('customFields.productSection')}
        </Title>
        {visible.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            answer={answers.get(field.id)}
            error={errors[String(field.id)]}
            onChange={(answer) => {
              setAnswers((previous) => new Map(previous).set(field.id, answer));
              setErrors(({ [String(field.id)]: _fixed, ...rest }) => rest);
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="product-custom-fields-save">
            {t('customFields.saveAnswers')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
