// The server's message for a failed order action, shown as it comes (the spec's text).
import { Alert } from '@mantine/core';
import { errorMessage } from '../../../app/error-message.ts';

export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" data-testid="action-error">
      {errorMessage(error)}
    </Alert>
  );
}
