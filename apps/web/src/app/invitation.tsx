// The invitation page with its token from the path (/invite/$token).
import { useParams } from '@tanstack/react-router';
import { InvitationPage } from '../features/staff/routes/invitation-page.tsx';

export function WiredInvitationPage() {
  const { token } = useParams({ strict: false }) as { token: string };
  return <InvitationPage token={token} />;
}
