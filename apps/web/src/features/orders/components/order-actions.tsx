// The order's action buttons, offered by what the server says the order allows (allowedActions, by
// the domain's order-actions rule), and the modals behind them.
import { Button, Group, Menu, NativeSelect, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@storekeep/domain/order-reply-api';
import { hasPermission } from '@storekeep/domain/permissions';
import { khataRefundPaise } from '@storekeep/domain/refund-plan';
import { IconBrandWhatsapp, IconChevronDown, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actorOf, useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney } from '../../../app/format.ts';
import { DateField } from '../../../ui/date-field.tsx';
import {
  useCreatePaymentLink,
  useDeliveryBoys,
  useMessageStatus,
  useWhatsappMessage,
} from '../api/order-extras.ts';
import { useOrderAction } from '../api/use-order-action.ts';
import { ConfirmActionModal } from './confirm-action-modal.tsx';
import { CustomerAddressModal, type CustomerPickerSlot } from './customer-address-modal.tsx';
import { EditConfirmModal } from './edit-confirm-modal.tsx';
import { formatOrderDate } from './order-list-view.tsx';
import { PaymentLinkRefusalModal } from './payment-link-modal.tsx';
import { RecordPaymentModal } from './record-payment-modal.tsx';
import { type RefundChoice, RefundSelect, refundModeOf } from './refund-select.tsx';
import { ReturnModal } from './return-modal.tsx';
import { WhatsappModal } from './whatsapp-modal.tsx';

type Open =
  | 'edit'
  | 'pay'
  | 'dispatch'
  | 'readyForPickup'
  | 'deliver'
  | 'assign'
  | 'cancel'
  | 'return'
  | 'expiry'
  | 'address'
  | 'whatsapp'
  | 'paymentLink'
  | null;

// The delivery status each step sets; its words are under orderDialogs.delivery.<step>.
const DELIVERY_STEPS = {
  dispatch: 'DISPATCHED',
  readyForPickup: 'READY_FOR_PICKUP',
  deliver: 'DELIVERED',
} as const;
type DeliveryStep = keyof typeof DELIVERY_STEPS;

function DeliveryModal({
  order,
  step,
  onClose,
}: {
  order: OrderDetail;
  step: DeliveryStep;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useOrderAction<{ status: string }>(
    order.orderId,
    { method: 'POST', path: '/delivery' },
    t(`orderDialogs.delivery.${step}.done`),
  );
  return (
    <ConfirmActionModal
      opened
      title={t(`orderDialogs.delivery.${step}.title`)}
      body={t(`orderDialogs.delivery.${step}.body`)}
      confirmLabel={t(`orderDialogs.delivery.${step}.label`)}
      pending={action.pending}
      error={action.error}
      onConfirm={() => action.run({ status: DELIVERY_STEPS[step] }, onClose)}
      onClose={onClose}
      testId={`delivery-${step}`}
    />
  );
}

function AssignDeliveryBoyModal({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const boys = useDeliveryBoys(true);
  const [chosen, setChosen] = useState<string>(order.deliveryBoy ? String(order.deliveryBoy.userId) : '');
  const [confirming, setConfirming] = useState(false);
  const action = useOrderAction<{ deliveryBoyId: number | null }>(
    order.orderId,
    { method: 'PUT', path: '/delivery-boy' },
    t('orderDialogs.assign.done'),
  );
  const name = boys.data?.deliveryBoys.find((b) => String(b.userId) === chosen)?.name;
  return (
    <ConfirmActionModal
      opened
      title={confirming ? t('orderDialogs.assign.confirmTitle') : t('orderDialogs.assign.title')}
      body={
        confirming && name
          ? t('orderDialogs.assign.confirmBody', { name, number: order.orderNumber })
          : t('orderDialogs.assign.body')
      }
      confirmLabel={confirming ? t('orderDialogs.assign.assign') : t('orderDialogs.assign.next')}
      pending={action.pending}
      error={action.error ?? boys.error}
      onConfirm={() => {
        if (!chosen) return;
        if (!confirming) setConfirming(true);
        else action.run({ deliveryBoyId: Number(chosen) }, onClose);
      }}
      onClose={onClose}
      testId="assign-modal"
    >
      {!confirming && (
        <NativeSelect
          label={t('orderDialogs.assign.label')}
          value={chosen}
          onChange={(e) => setChosen(e.currentTarget.value)}
          data={[
            {
              value: '',
              label: boys.isPending ? t('orderDialogs.assign.loading') : t('orderDialogs.assign.choose'),
            },
            ...(boys.data?.deliveryBoys ?? []).map((b) => ({
              value: String(b.userId),
              label: b.mobileNumber ? `${b.name} · ${b.mobileNumber}` : b.name,
            })),
          ]}
          data-testid="assign-select"
        />
      )}
      {!confirming && boys.data?.deliveryBoys.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('orderDialogs.assign.none')}
        </Text>
      )}
    </ConfirmActionModal>
  );
}

function CancelModal({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [refund, setRefund] = useState<RefundChoice>('CASH');
  const action = useOrderAction<{ refundMode: string | null }>(
    order.orderId,
    { method: 'POST', path: '/cancel' },
    t('orderDialogs.cancelled'),
  );
  return (
    <ConfirmActionModal
      opened
      title={t('orderDialogs.cancelTitle')}
      body={t('orderDialogs.cancelBody', { number: order.orderNumber })}
      confirmLabel={t('orderDialogs.cancelOrder')}
      dismissLabel={t('orderDialogs.keepOrder')}
      color="red"
      pending={action.pending}
      error={action.error}
      onConfirm={() => action.run({ refundMode: order.paidPaise > 0 ? refundModeOf(refund) : null }, onClose)}
      onClose={onClose}
      testId="cancel-modal"
    >
      {order.paidPaise > 0 && (
        <Stack gap={4}>
          <Text size="sm">
            {t('orderDialogs.paid', { amount: formatMoney(order.paidPaise, { symbol: true }) })}
          </Text>
          <RefundSelect
            value={refund}
            onChange={setRefund}
            hasCustomer={order.customer !== null}
            allowNone={false}
            khataPaise={khataRefundPaise(order.payments, order.paidPaise)}
          />
        </Stack>
      )}
    </ConfirmActionModal>
  );
}

function ExpiryModal({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(order.expiryDate ?? '');
  const action = useOrderAction<{ expiryDate: string | null }>(
    order.orderId,
    { method: 'PUT', path: '/expiry-date' },
    t('orderDialogs.expiry.saved'),
  );
  return (
    <ConfirmActionModal
      opened
      title={t('orderDialogs.expiry.title')}
      body={t('orderDialogs.expiry.body')}
      confirmLabel={t('orders.save')}
      pending={action.pending}
      error={action.error}
      onConfirm={() => action.run({ expiryDate: date || null }, onClose)}
      onClose={onClose}
      testId="expiry-modal"
    >
      <DateField
        label={t('orderDialogs.expiry.title')}
        value={date}
        onChange={(value) => setDate(value)}
        data-testid="expiry-input"
      />
    </ConfirmActionModal>
  );
}

export function OrderActions({
  order,
  customerPicker,
}: {
  order: OrderDetail;
  customerPicker?: CustomerPickerSlot;
}) {
  const { t } = useTranslation();
  const appData = useAppData();
  const [open, setOpen] = useState<Open>(null);
  const [refusal, setRefusal] = useState<{
    case: Parameters<typeof PaymentLinkRefusalModal>[0]['refusal'];
    canOpenSettings: boolean;
  } | null>(null);
  const allowed = new Set(order.allowedActions);
  const close = () => setOpen(null);
  const linkCheck = useCreatePaymentLink(order.orderId);
  const whatsapp = useWhatsappMessage(order.orderId);
  const messages = useMessageStatus(order.orderId);
  const lastMessage = messages.data?.messages.at(-1);
  const canSettings = hasPermission(actorOf(appData), 'SETTINGS:MENU');

  const shareWhatsapp = (kind: 'ORDER_DETAILS' | 'PAYMENT_REMINDER') => {
    whatsapp.reset();
    whatsapp.mutate({ kind });
    setOpen('whatsapp');
  };
  const paymentLink = () =>
    linkCheck.mutate('Create', {
      onSuccess: (reply) => {
        if (!reply.allowed && reply.case)
          setRefusal({ case: reply.case, canOpenSettings: reply.canOpenSettings && canSettings });
        else setOpen('paymentLink');
      },
    });

  const primary = allowed.has('confirm') ? (
    <Button onClick={() => setOpen('edit')} data-testid="action-confirm">
      {t('orders.actions.editConfirm')}
    </Button>
  ) : allowed.has('pay') ? (
    <Button onClick={() => setOpen('pay')} data-testid="action-pay">
      {t('orderDialogs.payment.title')}
    </Button>
  ) : null;

  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="order-actions">
        {primary}
        {allowed.has('confirm') && allowed.has('pay') && (
          <Button variant="light" onClick={() => setOpen('pay')} data-testid="action-pay">
            {t('orderDialogs.payment.title')}
          </Button>
        )}
        {allowed.has('deliver') && (
          <Button variant="light" onClick={() => setOpen('deliver')} data-testid="action-deliver">
            {t('orderDialogs.delivery.deliver.label')}
          </Button>
        )}
        {allowed.has('return') && (
          <Button variant="light" color="grape" onClick={() => setOpen('return')} data-testid="action-return">
            {t('orders.actions.return')}
          </Button>
        )}
        <Button
          variant="light"
          color="green"
          leftSection={<IconBrandWhatsapp size={16} />}
          loading={whatsapp.isPending}
          onClick={() => shareWhatsapp('ORDER_DETAILS')}
          data-testid="action-whatsapp"
        >
          WhatsApp
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              rightSection={<IconChevronDown size={14} />}
              loading={linkCheck.isPending}
              data-testid="action-more"
            >
              {t('orders.actions.more')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {allowed.has('dispatch') && (
              <Menu.Item onClick={() => setOpen('dispatch')} data-testid="action-dispatch">
                {t('orderDialogs.delivery.dispatch.label')}
              </Menu.Item>
            )}
            {allowed.has('readyForPickup') && appData.accountSettings.isPickupEnabled && (
              <Menu.Item onClick={() => setOpen('readyForPickup')} data-testid="action-ready">
                {t('orderDialogs.delivery.readyForPickup.label')}
              </Menu.Item>
            )}
            {allowed.has('assignDeliveryBoy') && (
              <Menu.Item onClick={() => setOpen('assign')} data-testid="action-assign">
                {t('orderDialogs.assign.title')}
              </Menu.Item>
            )}
            {order.outstandingPaise > 0 && !order.orderStatuses.includes('CANCELLED') && (
              <Menu.Item
                leftSection={<IconLink size={14} />}
                onClick={paymentLink}
                data-testid="action-payment-link"
              >
                {t('orders.actions.paymentLink')}
              </Menu.Item>
            )}
            <Menu.Item onClick={() => setOpen('address')} data-testid="action-address">
              {t('orderDialogs.address.title')}
            </Menu.Item>
            {!order.orderStatuses.includes('CANCELLED') && (
              <Menu.Item onClick={() => setOpen('expiry')} data-testid="action-expiry">
                {t('orderDialogs.expiry.title')}
              </Menu.Item>
            )}
            {allowed.has('cancel') && (
              <Menu.Item color="red" onClick={() => setOpen('cancel')} data-testid="action-cancel">
                {t('orderDialogs.cancelOrder')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {lastMessage && (
        <Text size="xs" c="dimmed" data-testid="whatsapp-status">
          {t('orders.actions.whatsappShared', {
            kind: t(`orders.actions.messageKinds.${lastMessage.kind}`, { defaultValue: lastMessage.kind }),
            date: formatOrderDate(lastMessage.createdAt),
          })}
        </Text>
      )}
      {linkCheck.isError && (
        <Text size="sm" c="red" data-testid="payment-link-error">
          {errorMessage(linkCheck.error)}
        </Text>
      )}
      {open === 'edit' && <EditConfirmModal order={order} opened onClose={close} />}
      {open === 'pay' && <RecordPaymentModal order={order} opened onClose={close} />}
      {(open === 'dispatch' || open === 'readyForPickup' || open === 'deliver') && (
        <DeliveryModal order={order} step={open} onClose={close} />
      )}
      {open === 'assign' && <AssignDeliveryBoyModal order={order} onClose={close} />}
      {open === 'cancel' && <CancelModal order={order} onClose={close} />}
      {open === 'return' && <ReturnModal order={order} opened onClose={close} />}
      {open === 'expiry' && <ExpiryModal order={order} onClose={close} />}
      {open === 'address' && (
        <CustomerAddressModal order={order} opened onClose={close} customerPicker={customerPicker} />
      )}
      {open === 'whatsapp' && <WhatsappModal mutation={whatsapp} onClose={close} />}
      {open === 'paymentLink' && linkCheck.data?.link && (
        <WhatsappModal
          mutation={{
            isPending: false,
            isError: false,
            error: null,
            data: linkCheck.data.link.message,
          }}
          onClose={close}
        />
      )}
      <PaymentLinkRefusalModal
        refusal={refusal?.case ?? null}
        type="Create"
        settingsHref={refusal?.canOpenSettings ? `/orders/${order.orderId}?action=openPaymentSlider` : null}
        onClose={() => setRefusal(null)}
      />
    </>
  );
}
