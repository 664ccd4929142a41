// The UPI intent as a QR code, drawn with zxing's WebAssembly writer served from our own build
// (the same package the point of sale scans with); any UPI app scans it.
import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

async function qrSvg(text: string): Promise<string> {
  const [{ prepareZXingModule, writeBarcode }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/writer'),
    import('zxing-wasm/writer/zxing_writer.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  const result = await writeBarcode(text, { format: 'QRCode', options: 'ecLevel=M' });
  if (result.error) throw new Error(result.error);
  // zint's SVG has a size but no viewBox: without one it would not scale to the image's size.
  return result.svg.replace(
    /<svg width="(\d+)" height="(\d+)"/,
    '<svg viewBox="0 0 $1 $2" width="$1" height="$2"',
  );
}

export function UpiQr({ value, label, size = 220 }: { value: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setSvg(null);
    qrSvg(value).then(
      (made) => live && setSvg(made),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [value]);
  if (failed) return null;
  if (!svg) return <Loader size="sm" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      style={{ imageRendering: 'pixelated', background: '#fff', padding: 8 }}
      data-testid="upi-qr"
    />
  );
}
