// Transfers between outlets: open ones (or all) with their lines, serials and state; dispatch a
// requested one (the stock leaves; a store keeping serial numbers names them in the dispatch
// dialog), receive an arriving one in full or in part, or cancel one not yet sent.
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Outlet } from '@storekeep/domain/app-data';
import { transferActions } from '@storekeep/domain/inventory';
import type { Transfer } from '@storekeep/domain/inventory-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useTransferAction, useTransfers } from '../api/transfers.ts';
import { quantityText } from './stock-format.ts';
import { itemKey, itemName } from './stock-item.ts';
import { DispatchModal } from './transfer-dispatch-modal.tsx';
import { TransferForm } from './transfer-form.tsx';
import { ReceiveModal } from './transfer-receive-modal.tsx';

const STATUS_COLORS: Record<Transfer['status'], string> = {
  REQUESTED: 'gray',
  IN_TRANSIT: 'blue',
  PARTLY_RECEIVED: 'orange',
  RECEIVED: 'teal',
  CANCELLED: 'red',
};

export function TransfersPanel({
  outlets,
  selectedOutletId,
  keepsSerials,
}: {
  outlets: readonly Outlet[];
  selectedOutletId: number;
  /** enableIMEINumber: a dispatch names its serials. */
  keepsSerials: boolean;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const [creating, setCreating] = useState(false);
  const [receiving, setReceiving] = useState<Transfer | null>(null);
  const [dispatching, setDispatching] = useState<Transfer | null>(null);
  const [cancelling, setCancelling] = useState<Transfer | null>(null);
  const list = useTransfers(status);
  const action = useTransferAction();
  const name = (outletId: number) => outlets.find((o) => o.outletId === outletId)?.name ?? String(outletId);

  const run = async (transfer: Transfer, kind: 'dispatch' | 'cancel') => {
    try {
      await action.mutateAsync({ transferId: transfer.transferId, action: kind });
      notifications.show({
        color: 'teal',
        message: t(kind === 'dispatch' ? 'inventory.transfers.dispatched' : 'inventory.transfers.cancelled'),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };

  if (outlets.length < 2) return <Text c="dimmed">{t('inventory.transfers.needTwoOutlets')}</Text>;
  const transfers = list.data?.transfers ?? [];
  return (
    <Stack gap="sm" data-testid="transfers-panel">
      <Group justify="space-between">
        <SegmentedControl
          value={status}
          onChange={(v) => setStatus(v === 'all' ? 'all' : 'open')}
          data={[
            { value: 'open', label: t('inventory.transfers.open') },
            { value: 'all', label: t('inventory.transfers.all') },
          ]}
        />
        <Button onClick={() => setCreating(true)} data-testid="transfer-new">
          {t('inventory.transfers.new')}
        </Button>
      </Group>
      {list.isError ? (
        <Alert color="red">{errorMessage(list.error)}</Alert>
      ) : list.isPending ? (
        <Center py="lg">
          <Loader />
        </Center>
      ) : transfers.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('inventory.transfers.empty')}
        </Text>
      ) : (
        transfers.map((transfer) => {
          const can = transferActions(transfer.status);
          return (
            <Card
              key={transfer.transferId}
              withBorder
              radius="md"
              data-testid={`transfer-${transfer.transferId}`}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>
                    {t('inventory.transfers.number', { id: transfer.transferId })} ·{' '}
                    {t('inventory.transfers.route', {
                      from: name(transfer.fromOutletId),
                      to: name(transfer.toOutletId),
                    })}
                  </Text>
                  <Badge color={STATUS_COLORS[transfer.status]} variant="light" data-testid="transfer-status">
                    {t(`inventory.transfers.statuses.${transfer.status}`)}
                  </Badge>
                </Group>
                {transfer.lines.map((line) => (
                  <Stack key={line.lineNo} gap={0}>
                    <Text size="sm">
                      {t('inventory.transfers.line', {
                        name: itemName(line),
                        received: quantityText(line.receivedQuantity, line.unitOfMeasurement),
                        quantity: quantityText(line.quantity, line.unitOfMeasurement),
                      })}
                    </Text>
                    {line.serialNos.length > 0 && (
                      <Text
                        size="xs"
                        c="dark.3"
                        ff="monospace"
                        data-testid={`transfer-serials-${itemKey(line)}`}
                      >
                        {t('serials.onLine', { serials: line.serialNos.join(', ') })}
                      </Text>
                    )}
                  </Stack>
                ))}
                <Group gap="xs" justify="flex-end">
                  {can.cancel && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setCancelling(transfer)}>
                      {t('inventory.transfers.cancel')}
                    </Button>
                  )}
                  {can.dispatch && (
                    <Button
                      size="xs"
                      loading={action.isPending}
                      onClick={() =>
                        keepsSerials ? setDispatching(transfer) : void run(transfer, 'dispatch')
                      }
                      data-testid={`transfer-dispatch-${transfer.transferId}`}
                    >
                      {t('inventory.transfers.dispatch')}
                    </Button>
                  )}
                  {can.receive && (
                    <Button
                      size="xs"
                      onClick={() => setReceiving(transfer)}
                      data-testid={`transfer-receive-${transfer.transferId}`}
                    >
                      {t('inventory.transfers.receive')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })
      )}
      {creating && (
        <TransferForm outlets={outlets} fromOutletId={selectedOutletId} onClose={() => setCreating(false)} />
      )}
      {receiving && <ReceiveModal transfer={receiving} onClose={() => setReceiving(null)} />}
      {dispatching && <DispatchModal transfer={dispatching} onClose={() => setDispatching(null)} />}
      {cancelling && (
        <Modal
          closeButtonProps={{ 'aria-label': t('common.close') }}
          opened
          onClose={() => setCancelling(null)}
          title={t('inventory.transfers.cancel')}
        >
          <Stack>
            <Text size="sm">{t('inventory.transfers.confirmCancel')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCancelling(null)}>
                {t('inventory.transfers.keep')}
              </Button>
              <Button
                color="red"
                onClick={() => {
                  void run(cancelling, 'cancel');
                  setCancelling(null);
                }}
              >
                {t('inventory.transfers.cancel')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
