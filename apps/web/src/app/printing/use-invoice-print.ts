// Printing an order's invoice the way the store's printer settings say: the A4 template opens the
// PDF for the browser's print dialog; an 80 / 58 mm template sends the receipt's ESC/POS bytes to
// the local print service (only when asked: the order page does not poll it). `failed` is set when
// the print service could not be reached.
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { DEFAULT_PRINTER_SETTINGS, printServiceUrl } from '@storekeep/domain/printer';
import { useCallback, useState } from 'react';
import { useAppData } from '../app-data.ts';
import { sendToPrinter } from './print-service.ts';
import { usePrinterSettings } from './printer-settings.ts';
import { invoicePdfUrl, receiptBytes, receiptLanguage } from './receipt.ts';

export function useInvoicePrint() {
  const appData = useAppData();
  const { supplier, accountSettings } = appData;
  const printerSettings = usePrinterSettings();
  const config = printerSettings.data ?? DEFAULT_PRINTER_SETTINGS;
  const [printing, setPrinting] = useState(false);
  const [failed, setFailed] = useState(false);

  const print = useCallback(
    async (order: OrderDetail) => {
      setFailed(false);
      if (config.templateId === 'A4') {
        window.open(invoicePdfUrl(order.orderId, 'A4'), '_blank', 'noopener');
        return;
      }
      setPrinting(true);
      const bytes = receiptBytes(order, {
        storeName: supplier?.storeName ?? '',
        language: receiptLanguage(order, appData),
        printer: { ...config, templateId: config.templateId },
        settings: accountSettings,
      });
      try {
        await sendToPrinter(printServiceUrl(config), bytes, config.printerName);
      } catch {
        setFailed(true);
      } finally {
        setPrinting(false);
      }
    },
    [accountSettings, appData, config, supplier],
  );

  // Until the store's printer settings are read, a press would print with the defaults (the A4 PDF
  // instead of the receipt printer): the button waits, busy, as while printing.
  const busy = printing || printerSettings.isPending;
  return { layout: config.templateId, print, busy, failed };
}
