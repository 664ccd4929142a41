// The invoice of a billed order: view or download its PDF (in the store's invoice template), print
// it (receipt printer or the browser's print dialog, as the POS does), or share the bill on WhatsApp.
import { Alert, Button, Card, Group, Title } from '@mantine/core';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { IconBrandWhatsapp, IconDownload, IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicePdfUrl } from '../../../app/printing/receipt.ts';
import { useInvoicePrint } from '../../../app/printing/use-invoice-print.ts';
import { useWhatsappMessage } from '../api/order-extras.ts';
import { WhatsappModal } from './whatsapp-modal.tsx';

/** Billed: confirmed (no longer unbilled) and not cancelled. */
export function isBilled(order: Pick<OrderDetail, 'orderStatuses'>): boolean {
  return !order.orderStatuses.includes('UNCONFIRMED') && !order.orderStatuses.includes('CANCELLED');
}

export function OrderInvoice({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const invoice = useInvoicePrint();
  const whatsapp = useWhatsappMessage(order.orderId);
  const [sharing, setSharing] = useState(false);
  const share = () => {
    whatsapp.reset();
    whatsapp.mutate({ kind: 'ORDER_DETAILS' });
    setSharing(true);
  };
  return (
    <Card withBorder radius="md" padding="sm" data-testid="order-invoice">
      <Title order={2} fz="md" mb="sm">
        {t('invoice.title')}
      </Title>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          component="a"
          href={invoicePdfUrl(order.orderId, invoice.layout)}
          target="_blank"
          rel="noopener"
          leftSection={<IconFileInvoice size={14} />}
          data-testid="invoice-view"
        >
          {t('invoice.view')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          component="a"
          href={invoicePdfUrl(order.orderId, invoice.layout, true)}
          download
          leftSection={<IconDownload size={14} />}
          data-testid="invoice-download"
        >
          {t('invoice.download')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          loading={invoice.busy}
          onClick={() => void invoice.print(order)}
          leftSection={<IconPrinter size={14} />}
          data-testid="invoice-print"
        >
          {t('invoice.print')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="green"
          loading={whatsapp.isPending}
          onClick={share}
          leftSection={<IconBrandWhatsapp size={14} />}
          data-testid="invoice-whatsapp"
        >
          {t('invoice.whatsapp')}
        </Button>
      </Group>
      {invoice.failed && (
        <Alert color="red" variant="light" mt="sm" data-testid="invoice-print-failed">
          {t('invoice.printFailed')}
        </Alert>
      )}
      {sharing && <WhatsappModal mutation={whatsapp} onClose={() => setSharing(false)} />}
    </Card>
  );
}
