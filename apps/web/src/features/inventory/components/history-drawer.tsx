// A product's stock history from the ledger: each move's date, reason (with its note, order or
// transfer), change and the outlet's stock after it, newest first; with serial numbers kept, the
// product's serials above it.
import { Alert, Button, Center, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useStockHistory } from '../api/history.ts';
import { SerialList } from './serial-list.tsx';
import { dateTimeText, quantityText } from './stock-format.ts';

export function HistoryDrawer({
  productId,
  variantId,
  productName,
  showOutlet,
  onClose,
}: {
  productId: number;
  variantId: number | null;
  productName: string;
  showOutlet: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const serialsKept = useAppData().accountSettings.enableIMEINumber;
  const history = useStockHistory(productId, variantId);
  const pages = history.data?.pages ?? [];
  const moves = pages.flatMap((p) => p.moves);
  const unit = pages[0]?.unitOfMeasurement ?? '';
  return (
    <Drawer
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t('inventory.historyTitle', { name: productName })}
    >
      {serialsKept && (
        <Stack mb="md">
          <SerialList productId={productId} showOutlet={showOutlet} />
        </Stack>
      )}
      {history.isError ? (
        <Alert color="red">{errorMessage(history.error)}</Alert>
      ) : history.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : moves.length === 0 ? (
        <Text c="dimmed">{t('inventory.historyEmpty')}</Text>
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs" data-testid="history-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inventory.historyColumns.reason')}</Table.Th>
                  <Table.Th ta="right">{t('inventory.historyColumns.change')}</Table.Th>
                  <Table.Th ta="right">{t('inventory.historyColumns.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {moves.map((m) => (
                  <Table.Tr key={m.moveId} data-testid={`history-move-${m.moveId}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {t(`inventory.reasons.${m.reason}`)}
                        {m.orderId ? ` · #${m.orderId}` : ''}
                        {m.transferId ? ` · ${t('inventory.transfers.number', { id: m.transferId })}` : ''}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {dateTimeText(m.createdAt)}
                        {showOutlet ? ` · ${m.outletName}` : ''}
                        {m.userName ? ` · ${t('inventory.byUser', { name: m.userName })}` : ''}
                        {m.batchNo ? ` · ${m.batchNo}` : ''}
                      </Text>
                      {m.note && <Text size="xs">{m.note}</Text>}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text
                        size="sm"
                        c={m.quantity < 0 ? 'red.8' : 'teal.9'}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {m.quantity > 0 ? '+' : ''}
                        {quantityText(m.quantity, unit)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {quantityText(m.balance, unit)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {history.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
              {t('inventory.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
