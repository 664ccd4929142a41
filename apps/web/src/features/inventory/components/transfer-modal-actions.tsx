// The foot of a transfer's dispatch and receive dialogs: the refusal, unless it already shows beside
// the line it is about, then Cancel and the dialog's own action.
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Errors by field (`lines.N.serialNos`) and `form`, the refusal's own message. */
export type TransferErrors = Record<string, string>;

export function TransferModalActions({
  errors,
  onCancel,
  onSave,
  saving,
  saveLabel,
  saveTestId,
}: {
  errors: TransferErrors;
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  saveLabel: string;
  saveTestId: string;
}) {
  const { t } = useTranslation();
  const onField = Object.entries(errors).some(([key, message]) => key !== 'form' && message === errors.form);
  return (
    <>
      {errors.form && !onField && (
        <Text size="sm" c="red.8">
          {errors.form}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onSave} loading={saving} data-testid={saveTestId}>
          {saveLabel}
        </Button>
      </Group>
    </>
  );
}
