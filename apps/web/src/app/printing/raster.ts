// Receipt lines a thermal printer cannot print as text (Indic scripts, ₹): which lines those are,
// and a drawn line's pixels as ESC/POS raster (GS v 0), in bands small printer buffers accept.

/** Pixels as a canvas gives them (ImageData's shape): RGBA, row after row. */
export interface Bitmap {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Printer dots across the paper: 576 on 80 mm, 384 on 58 mm (8 dots per mm, 203 dpi). */
export const RECEIPT_DOTS = { '80MM': 576, '58MM': 384 } as const;

/** Rows per GS v 0 block: a 576-dot band of 24 rows is 1 728 bytes, within any printer's buffer. */
export const BAND_ROWS = 24;

// The upper half of code page 437 (bytes 0x80–0xFF), which the encoder selects for text.
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const CP437 = new Set([...CP437_HIGH]);

/** Spaces the browser's formatters write (no-break, narrow no-break, thin) print as a plain space. */
export function printerText(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** True when every character of the line is in the printer's code page, so it prints as text. */
export function printsAsText(text: string): boolean {
  for (const char of printerText(text)) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 || code > 0x7e) && !CP437.has(char)) return false;
  }
  return true;
}

/** Dark enough to burn a dot: luminance under `threshold` once drawn over white paper. */
function isDark(data: Uint8ClampedArray, offset: number, threshold: number): boolean {
  const alpha = (data[offset + 3] ?? 255) / 255;
  const luminance =
    0.299 * (data[offset] ?? 255) + 0.587 * (data[offset + 1] ?? 255) + 0.114 * (data[offset + 2] ?? 255);
  return luminance * alpha + 255 * (1 - alpha) < threshold;
}

/**
 * The bitmap as GS v 0 commands (`1D 76 30 00 xL xH yL yH` then the rows), one per band of
 * `bandRows` rows: each row is ceil(width / 8) bytes, the leftmost dot in the high bit, 1 = black;
 * a width that is not a multiple of 8 is padded with white.
 */
export function rasterBytes(bitmap: Bitmap, threshold = 128, bandRows = BAND_ROWS): Uint8Array {
  const rowBytes = Math.ceil(bitmap.width / 8);
  const out: number[] = [];
  for (let top = 0; top < bitmap.height; top += bandRows) {
    const rows = Math.min(bandRows, bitmap.height - top);
    out.push(0x1d, 0x76, 0x30, 0x00, rowBytes & 0xff, rowBytes >> 8, rows & 0xff, rows >> 8);
    for (let y = top; y < top + rows; y++) {
      for (let byte = 0; byte < rowBytes; byte++) {
        let bits = 0;
        for (let bit = 0; bit < 8; bit++) {
          const x = byte * 8 + bit;
          if (x < bitmap.width && isDark(bitmap.data, (y * bitmap.width + x) * 4, threshold))
            bits |= 0x80 >> bit;
        }
        out.push(bits);
      }
    }
  }
  return Uint8Array.from(out);
}
