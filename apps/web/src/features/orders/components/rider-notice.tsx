// The delivery rider's status notice (shared-blocks.md §4): orange while allotted (arriving in / delayed
// by N min), red once arrived, and the picked-up notice when dispatched; none once the order is
// delivered, cancelled or returned. Words and rule: domain.
import { Alert } from '@mantine/core';
import { orderRiderNotice, type RiderDetails } from '@storekeep/domain/rider-status';
import { IconMotorbike } from '@tabler/icons-react';
import { useCurrentDate } from '../../../app/server-time.ts';

export function RiderNotice({
  rider,
  orderStatuses,
  deliveryStatus,
}: {
  rider: RiderDetails | null;
  orderStatuses: readonly string[];
  deliveryStatus: string | null;
}) {
  const now = useCurrentDate();
  const notice = orderRiderNotice({ rider, orderStatuses, deliveryStatus }, now);
  if (!rider || !notice) return null;
  const who = [rider.rider_name, rider.rider_phone].filter(Boolean).join(' · ');
  return (
    <Alert
      color={notice.tone}
      variant="light"
      icon={<IconMotorbike size={18} />}
      title={notice.text}
      data-testid="rider-notice"
      data-tone={notice.tone}
    >
      {who}
    </Alert>
  );
}
