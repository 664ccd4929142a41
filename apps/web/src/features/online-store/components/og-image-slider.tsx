// The Open Graph Image slider (website-builder.md §5, §8): jpg/jpeg/png/webp up to 500 kb, framed
// with a fixed 512×512 square crop, uploaded with the crop it was made with, then saved as the
// store's social-sharing image.
import { Alert, Button, Drawer, FileButton, Group, Image, Loader, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  checkUpload,
  OPEN_GRAPH_PROFILE,
  OPEN_GRAPH_SIZE_PX,
  UPLOAD_MESSAGES,
} from '@storekeep/domain/uploads';
import { missingCanvasImageMessage, OPEN_GRAPH_ASPECT_RATIO } from '@storekeep/domain/website-builder';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type MediaSize, type Size } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { translateMessage } from '../../../app/domain-messages.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { i18n } from '../../../app/i18n.ts';
import {
  removeImagesFromSystem,
  saveImageCrop,
  uploadSiteImage,
  useCanvasImage,
  useUpdateCanvasImage,
} from '../api/store-settings.ts';
import { cropDataOf } from './crop-data.ts';
import { cropToSquare } from './crop-to-square.ts';
import { useLoadedImage } from './use-loaded-image.ts';

const ACCEPT = OPEN_GRAPH_PROFILE.extensions.map((e) => `.${e}`).join(',');
export const IMAGE_SAVED_TOAST_MS = 8000;

export function OgImageSlider({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useCanvasImage('OG_IMAGE', opened);
  const update = useUpdateCanvasImage('OG_IMAGE');
  const [imgUrl, setImgUrl] = useState<string | null>(null);
  const [newImage, setNewImage] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [media, setMedia] = useState<MediaSize | null>(null);
  const [cropSize, setCropSize] = useState<Size | null>(null);
  const cropperBox = useRef<HTMLDivElement>(null);
  const isMobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const shown = imgUrl ?? current.data?.data.imgUrl ?? '';
  const loaded = useLoadedImage(current.data ? current.data.data.imgUrl : undefined, opened);

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const reset = () => {
    setImgUrl(null);
    setNewImage(null);
    setSource(null);
    setError(null);
  };
  const close = () => {
    // An uploaded image that was not saved leaves the system.
    if (newImage) void removeImagesFromSystem({ newImages: [newImage], deletedImages: [] });
    reset();
    onClose();
  };

  const pick = (file: File | null) => {
    if (!file) return;
    const check = checkUpload(OPEN_GRAPH_PROFILE, { name: file.name, size: file.size });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setSource(URL.createObjectURL(file));
  };

  const upload = async () => {
    if (!source || !area) return;
    setUploading(true);
    try {
      const blob = await cropToSquare(source, area, OPEN_GRAPH_SIZE_PX);
      // What the cropper showed, read before the cropper closes.
      const box = cropperBox.current;
      const cropData =
        media && cropSize && box
          ? cropDataOf({
              area,
              crop,
              zoom,
              media,
              cropSize,
              container: { width: box.clientWidth, height: box.clientHeight },
              isMobile,
            })
          : null;
      const reply = await uploadSiteImage(blob, 'open-graph.jpg', 'OG_IMAGE');
      if (newImage) void removeImagesFromSystem({ newImages: [newImage], deletedImages: [] });
      setNewImage(reply.imgURL);
      setImgUrl(reply.imgURL);
      setSource(null);
      // The crop is kept with the image (website-builder.md §3 "Crop data"), for the apps' cropper.
      if (cropData) await saveImageCrop(reply.imageId, cropData);
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
    const missing = missingCanvasImageMessage('OG_IMAGE', shown);
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
        reset();
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
      title={t('builder.og.title')}
      data-testid="og-slider"
    >
      {loaded === 'loading' ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('builder.og.advice')}
          </Text>
          {source ? (
            <>
              <div
                ref={cropperBox}
                style={{ position: 'relative', height: 300, background: '#222', borderRadius: 8 }}
                data-testid="og-cropper"
              >
                <Cropper
                  image={source}
                  crop={crop}
                  zoom={zoom}
                  aspect={OPEN_GRAPH_ASPECT_RATIO}
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onCropComplete={(_, pixels) => setArea(pixels)}
                  onMediaLoaded={setMedia}
                  onCropSizeChange={setCropSize}
                />
              </div>
              <Slider
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={setZoom}
                label={null}
                aria-label={t('builder.og.zoom')}
              />
              <Button onClick={upload} loading={uploading} disabled={!area} data-testid="og-crop-upload">
                {t('builder.og.cropUpload')}
              </Button>
            </>
          ) : shown ? (
            <Image src={shown} alt="" radius="md" w={256} h={256} fit="cover" data-testid="og-current" />
          ) : (
            <Text c="dimmed">{t('builder.og.none')}</Text>
          )}
          {error && (
            <Alert color="red" variant="light" data-testid="og-error">
              {error}
            </Alert>
          )}
          <Group>
            <FileButton onChange={pick} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconPhotoPlus size={16} />}
                  data-testid="og-pick"
                >
                  {t('builder.og.choose')}
                </Button>
              )}
            </FileButton>
            <Button
              onClick={save}
              loading={update.isPending}
              disabled={Boolean(source)}
              data-testid="og-save"
            >
              {t('common.save')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('builder.og.formats')}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
