// An order action as the screens use it: one request per user action (double clicks ignored, a
// fresh Idempotency-Key each time), the success text as a toast, the server's error text kept for
// the form to show as is. A request the store wants a manager to approve (a refund, cancelling a
// bill, a price change or a large discount) opens the PIN dialog and is sent again, under a new
// key, with the approval.
import { notifications } from '@mantine/notifications';
import { approvalRequired, requestManagerApproval } from '../../../app/approval/manager-approval-modal.tsx';
import { newIdempotencyKey, useRunOnce } from '../../../app/idempotency.ts';
import { useOrderMutation } from './order-mutation.ts';

export function useOrderAction<B>(
  orderId: number,
  request: { method: 'POST' | 'PUT'; path: string },
  successMessage: string,
) {
  const mutation = useOrderMutation<B>(orderId, request);
  const run = useRunOnce(async (idempotencyKey: string, body: B, onDone?: () => void) => {
    const send = (sent: B, key: string) =>
      mutation.mutateAsync(
        { body: sent, idempotencyKey: key },
        {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: successMessage });
            onDone?.();
          },
        },
      );
    try {
      await send(body, idempotencyKey);
    } catch (error) {
      const refusal = approvalRequired(error);
      if (!refusal) throw error;
      const approvalToken = await requestManagerApproval(refusal);
      if (approvalToken) await send({ ...body, approvalToken }, newIdempotencyKey());
    }
  });
  return { run, pending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
