// The PIN dialog: the server refused the cashier's request with approval_required; a manager picks
// their name and enters their PIN, and the request is sent again with the one-time approval. The
// POS opens it itself; any other screen asks through requestManagerApproval, answered by the
// ManagerApprovalHost that the app's overlays mount.
import { Alert, Button, Group, Modal, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { APPROVAL_MESSAGES } from '@storekeep/domain/manager-approval';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client.ts';
import { errorMessage } from '../error-message.ts';
import { useApprove, useApprovers } from './manager-approval-api.ts';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(APPROVAL_MESSAGES).flatMap(([key, message]) =>
    typeof message === 'string' ? [[message, key] as [string, string]] : [],
  ),
);

/** A server refusal of manager approval in the cashier's language. */
export function approvalErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const discount = /^A discount above (\d+) % needs/.exec(error.message);
  if (discount) return t('approval.errors.discount', { percent: discount[1] });
  const key = KEY_BY_MESSAGE.get(error.message);
  return key ? t(`approval.errors.${key}`) : errorMessage(error);
}

/** The refusal that the PIN dialog answers, or null for any other error. */
export const approvalRequired = (error: unknown): ApiError | null =>
  error instanceof ApiError && error.code === 'approval_required' ? error : null;

export function ManagerApprovalModal({
  reason,
  onApproved,
  onClose,
}: {
  /** The server's refusal (why approval is needed); null: closed. */
  reason: ApiError | null;
  onApproved: (approvalToken: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approvers = useApprovers(reason !== null);
  const approve = useApprove();
  const [approverId, setApproverId] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const list = approvers.data?.approvers ?? [];
  const chosen = approverId ?? (list.length === 1 ? String(list[0]?.userId) : null);
  const close = () => {
    setPin('');
    approve.reset();
    onClose();
  };
  const submit = () => {
    if (!chosen || !/^\d{4,6}$/.test(pin)) return;
    approve.mutate(
      { approverId: Number(chosen), pin },
      {
        onSuccess: (reply) => {
          setPin('');
          approve.reset();
          onApproved(reply.approvalToken);
        },
        onError: () => setPin(''),
      },
    );
  };
  return (
    // Above the dialog whose request it approves (a return or a cancel opens it from its own modal).
    <Modal
      opened={reason !== null}
      onClose={close}
      title={t('approval.title')}
      zIndex={400}
      data-testid="approval-modal"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {reason && (
            <Text size="sm" data-testid="approval-reason">
              {approvalErrorText(t, reason)}
            </Text>
          )}
          {approvers.isSuccess && list.length === 0 ? (
            <Alert color="orange">{t('approval.noApprovers')}</Alert>
          ) : (
            <>
              <Select
                label={t('approval.approver')}
                data={list.map((a) => ({ value: String(a.userId), label: a.name }))}
                value={chosen}
                onChange={setApproverId}
                allowDeselect={false}
                data-testid="approval-approver"
              />
              <PasswordInput
                label={t('approval.pin')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                value={pin}
                onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
                error={approve.isError ? approvalErrorText(t, approve.error) : undefined}
                data-autofocus
                data-testid="approval-pin"
              />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('approval.cancel')}
            </Button>
            <Button
              type="submit"
              loading={approve.isPending}
              disabled={!chosen || !/^\d{4,6}$/.test(pin)}
              data-testid="approval-submit"
            >
              {t('approval.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface ApprovalRequest {
  reason: ApiError;
  resolve: (approvalToken: string | null) => void;
}
let host: ((request: ApprovalRequest) => void) | null = null;

/**
 * Asks a manager's approval for a refused request: the PIN dialog opens, and the promise gives the
 * one-time approval to send the request again with, or null when the dialog is closed (or no app
 * overlays are mounted to show it).
 */
export function requestManagerApproval(reason: ApiError): Promise<string | null> {
  const show = host;
  if (!show) return Promise.resolve(null);
  return new Promise((resolve) => show({ reason, resolve }));
}

/** Shows the PIN dialog for requestManagerApproval (mounted once, with the app's overlays). */
export function ManagerApprovalHost() {
  const [request, setRequest] = useState<ApprovalRequest | null>(null);
  useEffect(() => {
    host = (next) =>
      setRequest((open) => {
        open?.resolve(null);
        return next;
      });
    return () => {
      host = null;
    };
  }, []);
  const answer = (approvalToken: string | null) => {
    request?.resolve(approvalToken);
    setRequest(null);
  };
  return (
    <ManagerApprovalModal
      reason={request?.reason ?? null}
      onApproved={(approvalToken) => answer(approvalToken)}
      onClose={() => answer(null)}
    />
  );
}
