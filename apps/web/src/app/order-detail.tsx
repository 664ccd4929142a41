// The order detail with the customers feature's picker mounted: features do not import each other,
// so the app wires the picker into the order's customer-address slot here.
import { useParams } from '@tanstack/react-router';
import { CustomerPicker } from '../features/customers/components/customer-picker.tsx';
import { OrderDetailPage, type OrderDetailSlots } from '../features/orders/routes/order-detail-page.tsx';

const slots: OrderDetailSlots = {
  customerPicker: ({ value, onChange }) => <CustomerPicker value={value} onChange={onChange} />,
  customerHref: (customerId) => `/customers/${customerId}`,
};

export function WiredOrderDetailPage() {
  const { orderId } = useParams({ strict: false }) as { orderId: string };
  return <OrderDetailPage orderId={Number(orderId)} slots={slots} />;
}
