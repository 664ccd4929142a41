// The delivery rider's status notice (shared-blocks.md §4): orange while allotted (arriving in / delayed
// by N min), red once arrived, and the picked-up notice when dispatched; none once the order is
// delivered, cancelled or returned. Rule: domain; words: the orders strings.
import { Alert } from '@mantine/core';
import {
  orderRiderNotice,
  RIDER_ALLOTTED_TEXT,
  RIDER_ARRIVED_TEXT,
  RIDER_DISPATCHED_TEXT,
  type RiderDetails,
  riderArrivingText,
  riderDelayedText,
} from '@storekeep/domain/rider-status';
import { IconMotorbike } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCurrentDate } from '../../../app/server-time.ts';

/** The domain's notice in the user's language: matched against the domain's own texts. */
function noticeText(t: TFunction, text: string): string {
  if (text === RIDER_ALLOTTED_TEXT) return t('orders.rider.allotted');
  if (text === RIDER_ARRIVED_TEXT) return t('orders.rider.arrived');
  if (text === RIDER_DISPATCHED_TEXT) return t('orders.rider.pickedUp');
  const count = Number(/\d+/.exec(text)?.[0]);
  if (text === riderArrivingText(count)) return t('orders.rider.arriving', { count });
  if (text === riderDelayedText(count)) return t('orders.rider.delayed', { count });
  return text;
}

export function RiderNotice({
  rider,
  orderStatuses,
  deliveryStatus,
}: {
  rider: RiderDetails | null;
  orderStatuses: readonly string[];
  deliveryStatus: string | null;
}) {
  const { t } = useTranslation();
  const now = useCurrentDate();
  const notice = orderRiderNotice({ rider, orderStatuses, deliveryStatus }, now);
  if (!rider || !notice) return null;
  const who = [rider.rider_name, rider.rider_phone].filter(Boolean).join(' · ');
  return (
    <Alert
      color={notice.tone}
      variant="light"
      icon={<IconMotorbike size={18} />}
      title={noticeText(t, notice.text)}
      data-testid="rider-notice"
      data-tone={notice.tone}
    >
      {who}
    </Alert>
  );
}
