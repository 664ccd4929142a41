// The cropper (shared-blocks.md §2, §9): pick an image, frame a square; the server keeps it 200×200.
import { Alert, Button, FileButton, Group, Image, Slider, Stack, Text } from '@mantine/core';
import { CATEGORY_IMAGE_CROP } from '@storekeep/domain/categories';
import type { CategoryImageCrop } from '@storekeep/domain/category-api';
import { checkUpload, singleImageProfile } from '@storekeep/domain/uploads';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

const PROFILE = singleImageProfile();
const ACCEPT = PROFILE.extensions.map((e) => `.${e}`).join(',');

export function CategoryImageCropper({
  currentImageUrl,
  busy,
  onSave,
  onRemove,
  saveLabel,
  showSave = true,
  saveRef,
}: {
  currentImageUrl: string | null;
  busy: boolean;
  onSave: (file: File, crop: CategoryImageCrop | null) => void;
  onRemove?: () => void;
  saveLabel?: string;
  /** The mobile cropper screen has Save in its header instead. */
  showSave?: boolean;
  /** Lets a header Save button run this cropper's save. */
  saveRef?: { current: (() => void) | null };
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (picked: File | null) => {
    if (!picked) return;
    const check = checkUpload(PROFILE, { name: picked.name, size: picked.size });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setFile(picked);
  };

  const save = () => {
    if (!file) return;
    onSave(
      file,
      area
        ? {
            x: Math.max(0, Math.round(area.x)),
            y: Math.max(0, Math.round(area.y)),
            width: Math.round(area.width),
            height: Math.round(area.height),
          }
        : null,
    );
  };
  if (saveRef) saveRef.current = file ? save : null;

  return (
    <Stack gap="sm">
      {source ? (
        <>
          <div
            style={{ position: 'relative', width: '100%', height: 280, background: '#222', borderRadius: 8 }}
            data-testid="category-cropper"
          >
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={CATEGORY_IMAGE_CROP.aspectRatio}
              cropShape="rect"
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
            aria-label={t('categories.zoom')}
          />
          <Text size="xs" c="dimmed">
            {t('categories.cropHint', {
              width: CATEGORY_IMAGE_CROP.width,
              height: CATEGORY_IMAGE_CROP.height,
            })}
          </Text>
        </>
      ) : currentImageUrl ? (
        <Image src={currentImageUrl} w={200} h={200} radius="md" alt={t('categories.imageAlt')} />
      ) : (
        <Text c="dimmed" size="sm">
          {t('categories.noImage')}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" data-testid="category-image-error">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <FileButton onChange={pick} accept={ACCEPT}>
            {(props) => (
              <Button
                variant="light"
                leftSection={<IconPhotoPlus size={16} />}
                {...props}
                data-testid="category-image-pick"
              >
                {t(source || currentImageUrl ? 'categories.changeImage' : 'categories.chooseImage')}
              </Button>
            )}
          </FileButton>
          {onRemove && currentImageUrl && !source && (
            <Button variant="subtle" color="red" onClick={onRemove} loading={busy}>
              {t('categories.removeImage')}
            </Button>
          )}
        </Group>
        {showSave && (
          <Button onClick={save} disabled={!file} loading={busy} data-testid="category-image-save">
            {saveLabel ?? t('categories.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
