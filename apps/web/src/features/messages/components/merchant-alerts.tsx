// Alerts for the merchant in the signed-in layout: the store's live events (a new online order
// refreshes the order lists and the badges without a reload) and, where the skip rules allow, the
// web push prompt: "not yet asked" offers to turn alerts on, "not now" is remembered, a granted
// browser sends its token once and again after a token refresh.
import { Alert, Button, Group, Text } from '@mantine/core';
import { pushSkipped, pushState } from '@storekeep/domain/web-push';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentEndpoint, pushMemory, pushSupported, subscribeAndSend } from '../api/push.ts';

export interface MerchantAlertsProps {
  /** The skip rules' inputs other than the page's own (shared-blocks.md §6). */
  ordersVisible: boolean;
  isExpired: boolean;
  trialUpdateRequested: boolean;
  isCmsPage: boolean;
}

/** Query keys the live events refresh (the orders feature's lists, the shell's badges). */
const LIVE_KEYS = [['orders'], ['notifications']] as const;

export function MerchantAlerts(props: MerchantAlertsProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!props.ordersVisible || typeof EventSource === 'undefined') return;
    const events = new EventSource('/api/events');
    const refresh = () => {
      for (const queryKey of LIVE_KEYS) void queryClient.invalidateQueries({ queryKey });
    };
    events.addEventListener('order', refresh);
    // On every (re)connection too: an order placed before the stream was open, or while it was
    // down, sent its event to no one, so the lists are read again.
    events.addEventListener('open', refresh);
    return () => events.close();
  }, [props.ordersVisible, queryClient]);
  const skipped = pushSkipped({
    ...props,
    isSecure: typeof window !== 'undefined' && window.isSecureContext,
  });
  return skipped ? null : <PushPrompt />;
}

function PushPrompt() {
  const { t } = useTranslation();
  const [state, setState] = useState<ReturnType<typeof pushState> | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    const supported = pushSupported();
    setState(
      pushState({
        supported,
        permission: supported ? Notification.permission : 'default',
        notNow: supported && pushMemory.notNow(),
        sentEndpoint: supported ? pushMemory.sentEndpoint() : null,
        currentEndpoint: supported ? await currentEndpoint() : null,
      }),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount
  useEffect(() => {
    void refresh();
  }, []);

  const send = async () => {
    setBusy(true);
    try {
      await subscribeAndSend();
    } catch (error) {
      // Push token failures are only logged (shared-blocks.md §8).
      console.warn('push token', error);
    }
    setBusy(false);
    await refresh();
  };
  // Granted but not (or no longer) sent: send without asking again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the state only
  useEffect(() => {
    if (state === 'send') void send();
  }, [state]);

  if (state !== 'notAsked') return null;
  return (
    <Alert color="blue" variant="light" icon={<IconBell size={18} />} m="md" mb={0} data-testid="push-prompt">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('push.prompt')}</Text>
        <Group gap="xs">
          <Button size="xs" loading={busy} onClick={() => void send()} data-testid="push-enable">
            {t('push.enable')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              pushMemory.rememberNotNow();
              void refresh();
            }}
            data-testid="push-not-now"
          >
            {t('push.notNow')}
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
