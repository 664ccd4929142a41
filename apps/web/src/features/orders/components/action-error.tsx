// The server's message for a failed order action, shown as it comes (the spec's text); a refusal
// that waits for a manager's approval in the user's language.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { approvalErrorText } from '../../../app/approval/manager-approval-modal.tsx';

export function ActionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" data-testid="action-error">
      {approvalErrorText(t, error)}
    </Alert>
  );
}
