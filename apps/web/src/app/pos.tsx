// The POS with the customers feature's picker (and its quick add) mounted: features do not import
// each other, so the app wires them together here.
import { CustomerPicker } from '../features/customers/components/customer-picker.tsx';
import { PosPage, type PosSlots } from '../features/pos/routes/pos-page.tsx';

const slots: PosSlots = {
  customerPicker: ({ value, onChange }) => <CustomerPicker value={value} onChange={onChange} />,
};

export function WiredPosPage() {
  return <PosPage slots={slots} />;
}
