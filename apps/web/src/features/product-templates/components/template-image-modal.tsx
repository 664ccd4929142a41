// The image upload screen of a template-based product: choosing an image first creates the real
// product from the template (with the merchant's barcode and opening stock), then saves the image;
// the toast of a saved image follows and the new product's editor is one click away.
import { Alert, Anchor, Button, Group, Modal, Progress, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { barcode as barcodeFilter } from '@storekeep/domain/input-filters';
import type { ProductTemplate } from '@storekeep/domain/product-templates';
import { checkUpload, productImageProfile } from '@storekeep/domain/uploads';
import { BARCODE_MAX_LENGTH } from '@storekeep/domain/validation';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { showImageSaved, showUploadFailed } from '../../../ui/image-toasts.ts';
import { uploadTemplateImage } from '../api/template-image.ts';

const MAX_MB = 3;
const profile = productImageProfile(MAX_MB);

type Step = { kind: 'choose' } | { kind: 'uploading'; percent: number } | { kind: 'done'; productId: number };

export function TemplateImageModal({
  template,
  onClose,
}: {
  template: ProductTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isMobile = useMediaQuery('(max-width: 48em)');
  const [barcode, setBarcode] = useState('');
  const [createStock, setCreateStock] = useState(true);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    if (step.kind === 'uploading') return;
    setBarcode('');
    setStep({ kind: 'choose' });
    setError(null);
    onClose();
  };

  function send(file: File) {
    if (!template) return;
    // validation-failed: the message, nothing sent; upload-start: the loader; upload-done: saved.
    const check = checkUpload(profile, file);
    if (!check.ok) return showUploadFailed(check.message);
    setError(null);
    setStep({ kind: 'uploading', percent: 0 });
    uploadTemplateImage({
      templateId: template.templateId,
      file,
      barcode,
      createStock,
      onProgress: (percent) => setStep({ kind: 'uploading', percent }),
    })
      .then((reply) => {
        setStep({ kind: 'done', productId: reply.productId });
        showImageSaved();
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'product-templates' });
      })
      .catch((failure: unknown) => {
        setStep({ kind: 'choose' });
        setError(failure);
      });
  }

  const barcodeError = isApiError(error) ? error.fields.barcode : undefined;
  return (
    <Modal
      opened={template !== null}
      onClose={close}
      title={t('productTemplates.imageTitle')}
      fullScreen={isMobile}
      centered
      data-testid="template-image-modal"
    >
      {template && (
        <Stack>
          <Text fw={600}>{template.name}</Text>
          {step.kind === 'done' ? (
            <Alert color="teal" variant="light" data-testid="template-image-done">
              <Stack gap={6}>
                <Text size="sm">{t('productTemplates.imageDone', { name: template.name })}</Text>
                <Anchor component={Link} to={`/edit/${step.productId}/0/0`} data-testid="template-image-open">
                  {t('productTemplates.openProduct')}
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            <>
              <Text size="sm" c="gray.7">
                {t('productTemplates.imageHint')}
              </Text>
              <TextInput
                label={t('productTemplates.barcode')}
                placeholder={template.barcode ?? ''}
                description={t('productTemplates.barcodeHint')}
                value={barcode}
                maxLength={BARCODE_MAX_LENGTH}
                disabled={step.kind === 'uploading'}
                onChange={(event) => setBarcode(barcodeFilter(barcode, event.currentTarget.value))}
                error={barcodeError}
                data-testid="template-image-barcode"
              />
              <Switch
                label={t('productTemplates.createStock')}
                checked={createStock}
                disabled={step.kind === 'uploading'}
                onChange={(event) => setCreateStock(event.currentTarget.checked)}
              />
              <Dropzone
                onDrop={(files) => files[0] && send(files[0])}
                onReject={(rejections) => {
                  const file = rejections[0]?.file;
                  if (!file) return;
                  const check = checkUpload(profile, file);
                  showUploadFailed(check.ok ? t('productTemplates.imageOne') : check.message);
                }}
                accept={['image/jpeg', 'image/png']}
                maxFiles={1}
                multiple={false}
                loading={step.kind === 'uploading'}
                data-testid="template-image-drop"
              >
                <Group justify="center" gap="sm" mih={110} style={{ pointerEvents: 'none' }}>
                  <IconPhotoPlus size={32} aria-hidden />
                  <Stack gap={2}>
                    <Text size="sm" fw={500}>
                      {t('productImages.dropTitle')}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {t('productImages.dropHint', { maxMb: MAX_MB })}
                    </Text>
                  </Stack>
                </Group>
              </Dropzone>
              {step.kind === 'uploading' && (
                <Progress value={Math.min(99, step.percent)} animated data-testid="template-image-progress" />
              )}
              {error !== null && !barcodeError && (
                <Alert color="red" variant="light" data-testid="template-image-error">
                  {errorMessage(error)}
                </Alert>
              )}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={step.kind === 'uploading'}>
              {t('common.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
