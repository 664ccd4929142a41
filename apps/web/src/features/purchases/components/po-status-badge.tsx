// A purchase order's status as a coloured badge.
import { Badge } from '@mantine/core';
import type { PurchaseOrderStatus } from '@storekeep/domain/purchase';
import { useTranslation } from 'react-i18next';

const COLOR: Record<PurchaseOrderStatus, string> = {
  DRAFT: 'gray',
  SENT: 'blue',
  PARTIALLY_RECEIVED: 'orange',
  RECEIVED: 'teal',
  CLOSED: 'dark',
  CANCELLED: 'red',
};

export function PoStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="po-status">
      {t(`purchases.status.${status}`)}
    </Badge>
  );
}
