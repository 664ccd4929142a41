// Add or change a member: name, e-mail (when adding), mobile, role, language, the permission
// checklist grouped by area (HOME and DOWNLOADS always ticked), outlets and counters, and when adding
// either a temporary password or an invitation link. Checked with the server's zod schema; the
// server's field errors land next to their fields.
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { LANGUAGES } from '@storekeep/domain/languages';
import type { Permission } from '@storekeep/domain/permissions';
import {
  DEFAULT_MEMBER_PERMISSIONS,
  hasPermissionChecklist,
  isAlwaysGranted,
  MEMBER_ROLES,
  type MemberRole,
  PERMISSION_GROUPS,
} from '@storekeep/domain/staff';
import {
  createStaffMemberBodySchema,
  type StaffMember,
  type StaffMemberReply,
  updateStaffMemberBodySchema,
} from '@storekeep/domain/staff-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client.ts';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useCreateStaffMember, useUpdateStaffMember } from '../api/staff.ts';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  memberRole: MemberRole;
  language: string;
  permissions: string[];
  outletIds: string[];
  accountIds: string[];
  access: 'password' | 'invite';
  temporaryPassword: string;
}

function initialValues(member: StaffMember | null): Values {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    mobileNumber: member?.mobileNumber ?? '',
    memberRole: member?.memberRole ?? 'cashier',
    language: member?.language ?? 'en',
    permissions: member ? [...member.permissions] : [...DEFAULT_MEMBER_PERMISSIONS.cashier],
    outletIds: (member?.outletIds ?? []).map(String),
    accountIds: (member?.accountIds ?? []).map(String),
    access: 'password',
    temporaryPassword: '',
  };
}

export function MemberFormModal({
  member,
  opened,
  grantable,
  onClose,
  onSaved,
}: {
  /** null: a new member. */
  member: StaffMember | null;
  opened: boolean;
  grantable: readonly Permission[];
  onClose: () => void;
  onSaved: (reply: StaffMemberReply) => void;
}) {
  const { t } = useTranslation();
  const appData = useAppData();
  const create = useCreateStaffMember();
  const update = useUpdateStaffMember();
  const [values, setValues] = useState<Values>(() => initialValues(member));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const chosenOutlets = appData.outlets.filter(
    (o) => values.outletIds.length === 0 || values.outletIds.includes(String(o.outletId)),
  );
  const counterOptions = chosenOutlets.flatMap((o) =>
    o.accounts.map((a) => ({ value: String(a.accountId), label: `${o.name} · ${a.accountName}` })),
  );
  const checklist = hasPermissionChecklist(values.memberRole);

  const changeRole = (role: MemberRole) =>
    setValues((v) => ({
      ...v,
      memberRole: role,
      permissions: DEFAULT_MEMBER_PERMISSIONS[role].filter((p) => grantable.includes(p)),
    }));

  const togglePermission = (permission: Permission, on: boolean) =>
    set(
      'permissions',
      on ? [...values.permissions, permission] : values.permissions.filter((p) => p !== permission),
    );

  const submit = async () => {
    setFailure(null);
    const common = {
      firstName: values.firstName,
      lastName: values.lastName,
      mobileNumber: values.mobileNumber.trim() || null,
      memberRole: values.memberRole,
      language: values.language,
      permissions: checklist ? values.permissions : [],
      outletIds: values.memberRole === 'owner' ? [] : values.outletIds.map(Number),
      accountIds:
        values.memberRole === 'owner'
          ? []
          : values.accountIds.map(Number).filter((id) => counterOptions.some((o) => o.value === String(id))),
    };
    const body = member
      ? common
      : {
          ...common,
          email: values.email,
          ...(values.access === 'password' ? { temporaryPassword: values.temporaryPassword } : {}),
        };
    const schema = member ? updateStaffMemberBodySchema : createStaffMemberBodySchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      const reply = member
        ? await update.mutateAsync({ staffId: member.staffId, body: updateStaffMemberBodySchema.parse(body) })
        : await create.mutateAsync(createStaffMemberBodySchema.parse(body));
      onSaved(reply);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields);
      setFailure(errorMessage(error));
    }
  };

  const pending = create.isPending || update.isPending;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={member ? t('staff.editMember') : t('staff.addMember')}
      size="lg"
      fullScreen={false}
    >
      <Stack gap="sm" data-testid="member-form">
        {failure && (
          <Alert color="red" variant="light" data-testid="member-form-error">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('staff.firstName')}
            required
            value={values.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={errors.firstName}
            data-testid="member-first-name"
          />
          <TextInput
            label={t('staff.lastName')}
            value={values.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={errors.lastName}
          />
          <TextInput
            label={t('staff.email')}
            type="email"
            required
            disabled={member !== null}
            value={values.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={errors.email}
            data-testid="member-email"
          />
          <TextInput
            label={t('staff.mobile')}
            inputMode="tel"
            value={values.mobileNumber}
            onChange={(e) => set('mobileNumber', e.currentTarget.value)}
            error={errors.mobileNumber}
          />
          <Select
            label={t('staff.role')}
            value={values.memberRole}
            allowDeselect={false}
            data={MEMBER_ROLES.map((role) => ({ value: role, label: t(`staff.roles.${role}`) }))}
            onChange={(value) => value && changeRole(value as MemberRole)}
            data-testid="member-role"
          />
          <Select
            label={t('staff.language')}
            value={values.language}
            allowDeselect={false}
            data={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
            onChange={(value) => value && set('language', value)}
          />
        </SimpleGrid>

        {values.memberRole !== 'owner' && (
          <Fieldset legend={t('staff.whereTheyWork')}>
            <Stack gap="xs">
              <MultiSelect
                label={t('staff.outlets')}
                description={t('staff.outletsHint')}
                placeholder={values.outletIds.length === 0 ? t('staff.allOutlets') : undefined}
                data={appData.outlets.map((o) => ({ value: String(o.outletId), label: o.name }))}
                value={values.outletIds}
                onChange={(ids) => set('outletIds', ids)}
                error={errors.outletIds}
                data-testid="member-outlets"
              />
              <MultiSelect
                label={t('staff.counters')}
                description={t('staff.countersHint')}
                placeholder={values.accountIds.length === 0 ? t('staff.allCounters') : undefined}
                data={counterOptions}
                value={values.accountIds.filter((id) => counterOptions.some((o) => o.value === id))}
                onChange={(ids) => set('accountIds', ids)}
                error={errors.accountIds}
              />
            </Stack>
          </Fieldset>
        )}

        <Fieldset legend={t('staff.permissions')} data-testid="member-permissions">
          {!checklist && (
            <Text size="sm" c="dimmed">
              {values.memberRole === 'owner' ? t('staff.ownerHasAll') : t('staff.deliveryFixed')}
            </Text>
          )}
          {checklist && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {PERMISSION_GROUPS.map((group) => {
                const shown = group.permissions.filter((p) => isAlwaysGranted(p) || grantable.includes(p));
                if (shown.length === 0) return null;
                return (
                  <Stack key={group.area} gap={4}>
                    <Text size="sm" fw={600}>
                      {t(`staff.areas.${group.area}`)}
                    </Text>
                    {shown.map((permission) => (
                      <Checkbox
                        key={permission}
                        label={t(`staff.permission.${permission.replace(':', '_')}`)}
                        checked={isAlwaysGranted(permission) || values.permissions.includes(permission)}
                        disabled={isAlwaysGranted(permission)}
                        onChange={(e) => togglePermission(permission, e.currentTarget.checked)}
                        data-testid={`permission-${permission}`}
                      />
                    ))}
                  </Stack>
                );
              })}
            </SimpleGrid>
          )}
          {errors.permissions && (
            <Text c="red" size="sm" mt="xs">
              {errors.permissions}
            </Text>
          )}
        </Fieldset>

        {!member && (
          <Fieldset legend={t('staff.signIn')}>
            <Radio.Group value={values.access} onChange={(v) => set('access', v as Values['access'])}>
              <Stack gap="xs">
                <Radio
                  value="password"
                  label={t('staff.withPassword')}
                  data-testid="member-access-password"
                />
                <Radio value="invite" label={t('staff.withInvitation')} data-testid="member-access-invite" />
              </Stack>
            </Radio.Group>
            {values.access === 'password' && (
              <PasswordInput
                mt="sm"
                label={t('staff.temporaryPassword')}
                description={t('staff.temporaryPasswordHint')}
                value={values.temporaryPassword}
                onChange={(e) => set('temporaryPassword', e.currentTarget.value)}
                error={errors.temporaryPassword}
                data-testid="member-password"
              />
            )}
          </Fieldset>
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={pending} data-testid="member-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
