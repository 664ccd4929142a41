// The local print service on the shop's computer (shared-blocks.md §7): the browser checks it is
// there (status connecting → connected / notConnected) and sends it the receipt's ESC/POS bytes.
// Protocol (ours; the spec gives only host and ports): GET {base}/status answers 200 when the
// service and printer are ready; POST {base}/print?printer=NAME with the raw bytes prints them.
import type { PrinterStatus } from '@storekeep/domain/printer';

const TIMEOUT_MS = 4_000;

async function withTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: controller.signal, mode: 'cors', credentials: 'omit' });
  } finally {
    clearTimeout(timer);
  }
}

export async function checkPrinter(baseUrl: string): Promise<Exclude<PrinterStatus, 'connecting'>> {
  try {
    const response = await withTimeout(`${baseUrl}/status`);
    return response.ok ? 'connected' : 'notConnected';
  } catch {
    return 'notConnected';
  }
}

/** Sends the bytes; throws when the service cannot be reached or refuses them. */
export async function sendToPrinter(baseUrl: string, bytes: Uint8Array, printerName: string): Promise<void> {
  const query = printerName ? `?printer=${encodeURIComponent(printerName)}` : '';
  const body = new Blob([bytes as BlobPart], { type: 'application/octet-stream' });
  const response = await withTimeout(`${baseUrl}/print${query}`, { method: 'POST', body });
  if (!response.ok) throw new Error(`Print service answered ${response.status}`);
}
