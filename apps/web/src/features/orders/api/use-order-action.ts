// An order action as the screens use it: one request per user action (double clicks ignored, a
// fresh Idempotency-Key each time), the success text as a toast, the server's error text kept for
// the form to show as is.
import { notifications } from '@mantine/notifications';
import { useRunOnce } from '../../../app/idempotency.ts';
import { useOrderMutation } from './order-mutation.ts';

export function useOrderAction<B>(
  orderId: number,
  request: { method: 'POST' | 'PUT'; path: string },
  successMessage: string,
) {
  const mutation = useOrderMutation<B>(orderId, request);
  const run = useRunOnce((idempotencyKey: string, body: B, onDone?: () => void) =>
    mutation.mutateAsync(
      { body, idempotencyKey },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: successMessage });
          onDone?.();
        },
      },
    ),
  );
  return { run, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
