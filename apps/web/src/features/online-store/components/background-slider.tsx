// The Theme background slider (website-builder.md §3, §4, §9): colour, Change Image and the
// transparency the slider saves (0.5). Saving removes the new images it did not keep.
import {
  Alert,
  Button,
  ColorInput,
  Drawer,
  FileButton,
  Group,
  Image,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BUILDER_PRODUCT_IMAGE_PROFILE, checkUpload, UPLOAD_MESSAGES } from '@storekeep/domain/uploads';
import { BACKGROUND_TRANSPARENCY_FROM_SLIDER, BUILDER_MESSAGES } from '@storekeep/domain/website-builder';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import {
  removeImagesFromSystem,
  uploadSiteImage,
  useBackground,
  useUpdateBackground,
} from '../api/store-settings.ts';
import { useLoadedImage } from './use-loaded-image.ts';

export function BackgroundSlider({
  opened,
  onClose,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const current = useBackground(opened);
  const update = useUpdateBackground();
  const [colorCode, setColorCode] = useState('');
  const [image, setImage] = useState('');
  const [newImages, setNewImages] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const loaded = useLoadedImage(current.data ? current.data.backgroundImage : undefined, opened);

  useEffect(() => {
    if (opened && current.data) {
      setColorCode(current.data.colorCode ?? '');
      setImage(current.data.backgroundImage);
      setNewImages([]);
    }
  }, [opened, current.data]);

  const close = () => {
    if (newImages.length > 0) void removeImagesFromSystem({ newImages, deletedImages: [] });
    setNewImages([]);
    setError(null);
    onClose();
  };

  const pick = async (file: File | null) => {
    if (!file) return;
    const check = checkUpload(BUILDER_PRODUCT_IMAGE_PROFILE, { name: file.name, size: file.size });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setUploading(true);
    setError(null);
    try {
      const reply = await uploadSiteImage(file, file.name, 'BACKGROUND');
      setNewImages((list) => [...list, reply.imgURL]);
      setImage(reply.imgURL);
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

  const save = () =>
    update.mutate(
      {
        colorCode: colorCode || null,
        backgroundImage: image,
        transparencyValue: BACKGROUND_TRANSPARENCY_FROM_SLIDER,
        newImages,
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: translateMessage(BUILDER_MESSAGES.saved, i18n.language),
          });
          setNewImages([]);
          onSaved();
          onClose();
        },
        onError: (caught) => setError(errorMessage(caught)),
      },
    );

  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size="md"
      title={t('builder.background.title')}
      data-testid="background-slider"
    >
      {loaded === 'loading' ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : (
        <Stack>
          <ColorInput
            label={t('builder.background.colour')}
            value={colorCode}
            onChange={setColorCode}
            format="hex"
            data-testid="background-colour"
          />
          {image ? (
            <Image src={image} alt="" radius="md" h={140} fit="cover" />
          ) : (
            <Text c="dimmed">{t('builder.background.noImage')}</Text>
          )}
          <Group>
            <FileButton onChange={pick} accept=".jpg,.jpeg,.png">
              {(props) => (
                <Button {...props} variant="light" loading={uploading}>
                  {t('builder.background.change')}
                </Button>
              )}
            </FileButton>
            {image && (
              <Button variant="subtle" color="red" onClick={() => setImage('')}>
                {t('builder.background.remove')}
              </Button>
            )}
          </Group>
          {error && <Alert color="red">{error}</Alert>}
          <Button onClick={save} loading={update.isPending} data-testid="background-save">
            {t('common.save')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
