// A product's serial (IMEI) numbers in its stock history (enableIMEINumber): of which variant (a
// product with variants), which are in stock and at which outlet (or on the way to another, or back
// with the vendor), and which were sold on which bill.
import { Alert, Badge, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { SerialStatus } from '@storekeep/domain/serials';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useProductSerials } from '../api/serials.ts';
import { dateTimeText } from './stock-format.ts';

const STATUS_COLOR: Record<SerialStatus, string> = {
  IN_STOCK: 'teal',
  IN_TRANSIT: 'blue',
  SOLD: 'gray',
  RETURNED: 'orange',
};
const STATUS_TEXT = {
  IN_STOCK: 'serials.inStock',
  IN_TRANSIT: 'serials.inTransit',
  SOLD: 'serials.sold',
  RETURNED: 'serials.returned',
} as const;

export function SerialList({ productId, showOutlet }: { productId: number; showOutlet: boolean }) {
  const { t } = useTranslation();
  const serials = useProductSerials(productId, true);
  return (
    <Stack gap="xs" data-testid="serial-list">
      <Title order={3} fz="sm">
        {t('serials.listTitle')}
      </Title>
      {serials.isError ? (
        <Alert color="red">{errorMessage(serials.error)}</Alert>
      ) : serials.isPending ? (
        <Center py="sm">
          <Loader size="sm" />
        </Center>
      ) : serials.data.serials.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('serials.listEmpty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {serials.data.serials.map((s) => (
                <Table.Tr key={s.serialId} data-testid={`serial-${s.serialNo}`}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {s.serialNo}
                    </Text>
                    {s.variantName && (
                      <Text size="xs" data-testid={`serial-variant-${s.serialNo}`}>
                        {s.variantName}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {s.status === 'SOLD' && s.soldAt
                        ? dateTimeText(s.soldAt)
                        : t('serials.receivedOn', { date: dateTimeText(s.receivedAt) })}
                      {showOutlet && s.outletName ? ` · ${s.outletName}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Badge size="sm" variant="light" color={STATUS_COLOR[s.status]}>
                      {t(STATUS_TEXT[s.status])}
                    </Badge>
                    {s.orderNumber !== null && s.status === 'SOLD' && (
                      <Text size="xs">{t('serials.soldOn', { number: s.orderNumber })}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
