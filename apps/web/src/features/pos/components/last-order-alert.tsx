// The bill just completed: its number, print again, and its invoice PDF in the printer's layout.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function LastOrderAlert({
  order,
  printing,
  invoiceLayout,
  onPrint,
}: {
  order: OrderDetail;
  printing: boolean;
  invoiceLayout: string;
  onPrint: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="green" p="xs" data-testid="pos-last-order">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('pos.completed', { number: order.orderNumber })}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            leftSection={<IconPrinter size={14} />}
            loading={printing}
            onClick={onPrint}
            data-testid="pos-print"
          >
            {t('pos.print')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            component="a"
            href={`/api/v1/orders/${order.orderId}/invoice?layout=${invoiceLayout}`}
            target="_blank"
          >
            {t('pos.invoicePdf')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
