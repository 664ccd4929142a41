// /staff: the store's people (back-office.md §6, §7): add, edit, deactivate (never delete), reset a
// password, send a new invitation link; the activity log is one click away.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Invitation, StaffMember } from '@storekeep/domain/staff-api';
import { IconAlertCircle, IconDots, IconHistory, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useApproverIds } from '../api/approval-pin.ts';
import { useInviteStaffMember, useSetStaffActive, useStaff } from '../api/staff.ts';
import { ApprovalPinModal } from '../components/approval-pin-modal.tsx';
import { InvitationModal } from '../components/invitation-modal.tsx';
import { MemberFormModal } from '../components/member-form-modal.tsx';
import { ResetPasswordModal } from '../components/reset-password-modal.tsx';

type Editing = { member: StaffMember | null } | null;

export function StaffPage() {
  const { t } = useTranslation();
  const appData = useAppData();
  const staff = useStaff();
  const setActive = useSetStaffActive();
  const invite = useInviteStaffMember();
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [pinFor, setPinFor] = useState<StaffMember | null>(null);
  const approverIds = useApproverIds();
  const [invitation, setInvitation] = useState<{ name: string; invitation: Invitation } | null>(null);
  const outletName = (id: number) => appData.outlets.find((o) => o.outletId === id)?.name ?? `#${id}`;

  const toggleActive = (member: StaffMember) => {
    const deactivate = member.isActive;
    modals.openConfirmModal({
      title: deactivate ? t('staff.deactivateTitle') : t('staff.activateTitle'),
      children: (
        <Text size="sm">
          {t(deactivate ? 'staff.deactivateText' : 'staff.activateText', { name: member.firstName })}
        </Text>
      ),
      labels: {
        confirm: deactivate ? t('staff.deactivate') : t('staff.activate'),
        cancel: t('common.cancel'),
      },
      confirmProps: { color: deactivate ? 'red' : undefined, 'data-testid': 'member-active-confirm' },
      onConfirm: () =>
        setActive.mutate(
          { staffId: member.staffId, isActive: !deactivate },
          { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
        ),
    });
  };

  const newInvitation = (member: StaffMember) =>
    invite.mutate(member.staffId, {
      onSuccess: (reply) =>
        reply.invitation && setInvitation({ name: member.firstName, invitation: reply.invitation }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="staff-page">
        <PageHeader
          title={t('staff.title')}
          subtitle={t('staff.subtitle')}
          actions={
            <Group gap="xs">
              <Button
                component={Link}
                to="/staff/activity"
                variant="default"
                leftSection={<IconHistory size={18} />}
                data-testid="staff-activity-link"
              >
                {t('activity.title')}
              </Button>
              <Button
                leftSection={<IconUserPlus size={18} />}
                onClick={() => setEditing({ member: null })}
                disabled={!staff.data}
                data-testid="staff-add"
              >
                {t('staff.addMember')}
              </Button>
            </Group>
          }
        />
        {staff.isPending && (
          <Stack data-testid="staff-loading">
            <Skeleton h={96} radius="md" />
            <Skeleton h={96} radius="md" />
          </Stack>
        )}
        {staff.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('error.title')}>
            {errorMessage(staff.error)}
            <Button size="xs" variant="light" color="red" ml="md" onClick={() => void staff.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        {staff.data && staff.data.members.length <= 1 && (
          <Text c="dimmed" data-testid="staff-empty">
            {t('staff.empty')}
          </Text>
        )}
        {staff.data && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {staff.data.members.map((member) => (
              <Card key={member.staffId} withBorder radius="md" padding="md" data-testid="staff-member">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={4} miw={0} flex={1}>
                    <Text fw={600} truncate>
                      {`${member.firstName} ${member.lastName}`.trim()}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {member.email}
                      {member.mobileNumber ? ` · ${member.mobileNumber}` : ''}
                    </Text>
                    <Group gap={6}>
                      <Badge variant="light">{t(`staff.roles.${member.memberRole}`)}</Badge>
                      {!member.isActive && (
                        <Badge color="gray" variant="filled">
                          {t('staff.inactive')}
                        </Badge>
                      )}
                      {member.enforcePasswordReset && (
                        <Badge color="orange" variant="light">
                          {t('staff.mustChangePassword')}
                        </Badge>
                      )}
                      {member.invitationPending && (
                        <Badge color="grape" variant="light">
                          {t('staff.invitationPending')}
                        </Badge>
                      )}
                    </Group>
                    {member.memberRole !== 'owner' && (
                      <Text size="sm">
                        {member.outletIds.length === 0
                          ? t('staff.allOutlets')
                          : member.outletIds.map(outletName).join(', ')}
                      </Text>
                    )}
                  </Stack>
                  {member.memberRole !== 'delivery_boy' && member.isActive && (
                    <Button
                      variant={approverIds.data?.has(member.staffId) ? 'light' : 'subtle'}
                      size="compact-xs"
                      // Its label whole in every language: the name and e-mail beside it truncate.
                      flex="none"
                      onClick={() => setPinFor(member)}
                      data-testid="staff-approval-pin"
                    >
                      {approverIds.data?.has(member.staffId)
                        ? t('approval.canApprove')
                        : t('approval.pinTitle')}
                    </Button>
                  )}
                  {member.staffId !== appData.user.userId && (
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('staff.actionsFor', { name: member.firstName })}
                          data-testid="staff-member-menu"
                        >
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setEditing({ member })} data-testid="staff-edit">
                          {t('staff.edit')}
                        </Menu.Item>
                        <Menu.Item onClick={() => setResetting(member)} data-testid="staff-reset">
                          {t('staff.resetPassword')}
                        </Menu.Item>
                        {member.isActive && (
                          <Menu.Item onClick={() => newInvitation(member)} data-testid="staff-invite">
                            {t('staff.newInvitation')}
                          </Menu.Item>
                        )}
                        <Menu.Item
                          color={member.isActive ? 'red' : undefined}
                          onClick={() => toggleActive(member)}
                          data-testid="staff-toggle-active"
                        >
                          {member.isActive ? t('staff.deactivate') : t('staff.activate')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  )}
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {editing && staff.data && (
        <MemberFormModal
          opened
          member={editing.member}
          grantable={staff.data.grantablePermissions}
          onClose={() => setEditing(null)}
          onSaved={(reply) => {
            setEditing(null);
            notifications.show({ color: 'green', message: t('staff.saved') });
            if (reply.invitation)
              setInvitation({ name: reply.member.firstName, invitation: reply.invitation });
          }}
        />
      )}
      {resetting && <ResetPasswordModal member={resetting} onClose={() => setResetting(null)} />}
      {pinFor && (
        <ApprovalPinModal
          member={pinFor}
          canApprove={approverIds.data?.has(pinFor.staffId) ?? false}
          onClose={() => setPinFor(null)}
        />
      )}
      {invitation && (
        <InvitationModal
          name={invitation.name}
          invitation={invitation.invitation}
          onClose={() => setInvitation(null)}
        />
      )}
    </Container>
  );
}
