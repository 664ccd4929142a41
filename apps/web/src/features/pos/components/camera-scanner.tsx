// Barcode scanning with the phone's camera: the barcode-detector ponyfill over zxing's WebAssembly
// reader, served from our own build (the package points at a CDN by default).
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'itf', 'qr_code'] as const;

async function createDetector() {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: [...FORMATS] });
}

export function CameraScanner({
  opened,
  onClose,
  onCode,
}: {
  opened: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setFailed(false);
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        const detector = await createDetector();
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const scan = async () => {
          if (stopped || !video.current) return;
          const codes = await detector.detect(video.current).catch(() => []);
          const code = codes[0]?.rawValue;
          if (code) {
            onCode(code);
            return;
          }
          timer = setTimeout(scan, 250);
        };
        void scan();
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [opened, onCode]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('pos.cameraTitle')} data-testid="pos-camera">
      <Stack>
        {failed ? (
          <Alert color="orange">{t('pos.cameraUnavailable')}</Alert>
        ) : (
          <video
            ref={video}
            muted
            playsInline
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
          />
        )}
        <Text size="xs" c="dimmed">
          {t('pos.search')}
        </Text>
      </Stack>
    </Modal>
  );
}
