// The printer as the POS sees it: its status (connecting, then connected or notConnected), checked
// when the settings change, and print(), which sends a receipt and reports a failure for the
// 'Unable to Communicate to Printer' dialog.
import { type PrinterSettings, type PrinterStatus, printServiceUrl } from '@storekeep/domain/printer';
import { useCallback, useEffect, useState } from 'react';
import { checkPrinter, sendToPrinter } from './print-service.ts';

export function usePrinter(settings: PrinterSettings | undefined) {
  const [status, setStatus] = useState<PrinterStatus>('connecting');
  const baseUrl = settings ? printServiceUrl(settings) : null;

  const check = useCallback(async () => {
    if (!baseUrl) return 'notConnected' as const;
    setStatus('connecting');
    const next = await checkPrinter(baseUrl);
    setStatus(next);
    return next;
  }, [baseUrl]);

  useEffect(() => {
    void check();
  }, [check]);

  const print = useCallback(
    async (bytes: Uint8Array): Promise<boolean> => {
      if (!baseUrl || !settings) return false;
      try {
        await sendToPrinter(baseUrl, bytes, settings.printerName);
        setStatus('connected');
        return true;
      } catch {
        setStatus('notConnected');
        return false;
      }
    },
    [baseUrl, settings],
  );

  return { status, baseUrl, check, print };
}
