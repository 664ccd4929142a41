// The Upload Favicon slider (website-builder.md §4, §5, §8): .ico only, up to 200 kb. Closing it
// with a newly uploaded image that was not saved removes that image from the system.
import { Alert, Button, Drawer, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkUpload, FAVICON_PROFILE, UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { missingCanvasImageMessage } from '@storekeep/domain/website-builder';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import {
  removeImagesFromSystem,
  uploadSiteImage,
  useCanvasImage,
  useUpdateCanvasImage,
} from '../api/store-settings.ts';
import { IMAGE_SAVED_TOAST_MS } from './og-image-slider.tsx';
import { useLoadedImage } from './use-loaded-image.ts';

export function FaviconSlider({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useCanvasImage('FAVICON', opened);
  const update = useUpdateCanvasImage('FAVICON');
  const [newImage, setNewImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const shown = newImage ?? current.data?.data.imgUrl ?? '';
  const loaded = useLoadedImage(current.data ? current.data.data.imgUrl : undefined, opened);

  const close = () => {
    if (newImage) void removeImagesFromSystem({ newImages: [newImage], deletedImages: [] });
    setNewImage(null);
    setError(null);
    onClose();
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    const check = checkUpload(FAVICON_PROFILE, { name: file.name, size: file.size });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const reply = await uploadSiteImage(file, file.name, 'FAVICON');
      if (newImage) void removeImagesFromSystem({ newImages: [newImage], deletedImages: [] });
      setNewImage(reply.imgURL);
    } catch (caught) {
      setError(
        isApiError(caught)
          ? errorMessage(caught)
          : translateMessage(UPLOAD_MESSAGES.builderUploadFailed, i18n.language),
      );
    } finally {
      setUploading(false);
    }
  };

  const save = () => {
    const missing = missingCanvasImageMessage('FAVICON', shown);
    if (missing) {
      setError(missing);
      return;
    }
    update.mutate(shown, {
      onSuccess: (reply) => {
        notifications.show({ color: 'teal', message: reply.message });
        notifications.show({
          color: 'blue',
          message: translateMessage(UPLOAD_MESSAGES.imageSaved, i18n.language),
          autoClose: IMAGE_SAVED_TOAST_MS,
        });
        setNewImage(null);
        onClose();
      },
      onError: () => setError(translateMessage(UPLOAD_MESSAGES.builderUploadFailed, i18n.language)),
    });
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="md"
      title={t('builder.favicon.title')}
      data-testid="favicon-slider"
    >
      {loaded === 'loading' ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('builder.favicon.advice')}
          </Text>
          {shown ? (
            <Group gap="md">
              <Image src={shown} alt="" w={48} h={48} fit="contain" data-testid="favicon-current" />
              <Image src={shown} alt="" w={16} h={16} fit="contain" />
            </Group>
          ) : (
            <Text c="dimmed">{t('builder.favicon.none')}</Text>
          )}
          {error && (
            <Alert color="red" variant="light" data-testid="favicon-error">
              {error}
            </Alert>
          )}
          <Group>
            <FileButton onChange={pick} accept=".ico">
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  loading={uploading}
                  leftSection={<IconUpload size={16} />}
                  data-testid="favicon-pick"
                >
                  {t('builder.favicon.choose')}
                </Button>
              )}
            </FileButton>
            <Button onClick={save} loading={update.isPending} data-testid="favicon-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
