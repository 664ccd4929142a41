// createProductFromTemplateId: the merchant's own barcode (optional, the template's otherwise) and
// whether to open stock; the server's refusals (maintenance, not approved, barcode) shown as they come.
import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { barcode as barcodeFilter } from '@storekeep/domain/input-filters';
import type { ProductTemplate } from '@storekeep/domain/product-templates';
import { BARCODE_MAX_LENGTH } from '@storekeep/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useCreateFromTemplate } from '../api/templates.ts';

export function CreateFromTemplateModal({
  template,
  onClose,
}: {
  template: ProductTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateFromTemplate();
  const [barcode, setBarcode] = useState('');
  const [createStock, setCreateStock] = useState(true);
  const close = () => {
    create.reset();
    setBarcode('');
    onClose();
  };
  const submit = () => {
    if (!template) return;
    create.mutate(
      { templateId: template.templateId, barcode, createStock },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('productTemplates.created', { name: template.name }),
          });
          close();
        },
      },
    );
  };
  const fieldError = isApiError(create.error) ? create.error.fields.barcode : undefined;
  return (
    <Modal opened={template !== null} onClose={close} title={t('productTemplates.createTitle')} centered>
      {template && (
        <Stack>
          <Text fw={600}>{template.name}</Text>
          <TextInput
            label={t('productTemplates.barcode')}
            placeholder={template.barcode ?? ''}
            description={t('productTemplates.barcodeHint')}
            value={barcode}
            maxLength={BARCODE_MAX_LENGTH}
            onChange={(event) => setBarcode(barcodeFilter(barcode, event.currentTarget.value))}
            error={fieldError}
            data-testid="template-barcode"
          />
          <Switch
            label={t('productTemplates.createStock')}
            checked={createStock}
            onChange={(event) => setCreateStock(event.currentTarget.checked)}
            data-testid="template-create-stock"
          />
          {create.isError && !fieldError && (
            <Alert color="red" variant="light" data-testid="template-create-error">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={submit} loading={create.isPending} data-testid="template-create-submit">
              {t('productTemplates.create')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
