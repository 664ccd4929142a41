// /settings/outlets: the store's outlets (back-office.md §2, §3): add, edit, counters, the default
// outlet, deactivate; the plan's outlet limit with the upgrade path (the upgrade modal).
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { mayAddOutlet, type OutletDetail } from '@storekeep/domain/outlet-api';
import { IconAlertCircle, IconArrowLeft, IconBuildingStore, IconDots, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useMakeDefaultOutlet, useOutlets, useSetOutletActive } from '../api/outlets.ts';
import { CountersList } from '../components/counters-list.tsx';
import { OutletFormModal } from '../components/outlet-form-modal.tsx';

export function OutletsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outlets = useOutlets();
  const setActive = useSetOutletActive();
  const makeDefault = useMakeDefaultOutlet();
  const [editing, setEditing] = useState<{ outlet: OutletDetail | null } | null>(null);
  const shout = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });

  const data = outlets.data;
  const active = data?.outlets.filter((o) => o.isActive).length ?? 0;
  const roomForOne = data ? mayAddOutlet(active, data.outletLimit) : false;

  const toggle = (outlet: OutletDetail) =>
    modals.openConfirmModal({
      title: outlet.isActive ? t('outlets.deactivateTitle') : t('outlets.activateTitle'),
      children: (
        <Text size="sm">
          {t(outlet.isActive ? 'outlets.deactivateText' : 'outlets.activateText', { name: outlet.name })}
        </Text>
      ),
      labels: {
        confirm: outlet.isActive ? t('outlets.deactivate') : t('outlets.activate'),
        cancel: t('common.cancel'),
      },
      confirmProps: { color: outlet.isActive ? 'red' : undefined },
      onConfirm: () =>
        setActive.mutate({ outletId: outlet.outletId, isActive: !outlet.isActive }, { onError: shout }),
    });

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="outlets-page">
        <Anchor component={Link} to="/settings" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('settings.title')}
          </Group>
        </Anchor>
        <PageHeader
          title={t('outlets.title')}
          subtitle={t('outlets.subtitle')}
          actions={
            <Button
              leftSection={<IconPlus size={18} />}
              disabled={!roomForOne}
              onClick={() => setEditing({ outlet: null })}
              data-testid="outlet-add"
            >
              {t('outlets.add')}
            </Button>
          }
        />
        {data && data.outletLimit !== null && (
          <Alert
            color={roomForOne ? 'blue' : 'orange'}
            variant="light"
            icon={<IconBuildingStore size={18} />}
            data-testid="outlet-limit"
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('outlets.limit', { used: active, limit: data.outletLimit })}</Text>
              {!roomForOne && data.upgradeToPackageIds.length > 0 && (
                <Button
                  size="xs"
                  onClick={() =>
                    void navigate({
                      to: '.',
                      search: (previous: Record<string, unknown>) => ({
                        ...previous,
                        showUpgradeModal: 'MONTHLY',
                      }),
                    })
                  }
                  data-testid="outlet-upgrade"
                >
                  {t('outlets.upgrade')}
                </Button>
              )}
            </Group>
          </Alert>
        )}
        {outlets.isPending && <Skeleton h={160} radius="md" data-testid="outlets-loading" />}
        {outlets.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('error.title')}>
            {errorMessage(outlets.error)}
          </Alert>
        )}
        {data?.outlets.map((outlet) => (
          <Card key={outlet.outletId} withBorder radius="md" padding="md" data-testid="outlet-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4} miw={0}>
                <Group gap={6}>
                  <Text fw={600}>{outlet.name}</Text>
                  {outlet.isDefault && <Badge variant="light">{t('outlets.default')}</Badge>}
                  {!outlet.isActive && (
                    <Badge color="gray" variant="filled">
                      {t('outlets.inactive')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {[outlet.address, outlet.city, outlet.pincode, outlet.state].filter(Boolean).join(', ') ||
                    t('outlets.noAddress')}
                </Text>
                <Text size="sm">
                  {[
                    outlet.gstin ? `GSTIN ${outlet.gstin}` : null,
                    outlet.phone,
                    outlet.opensAt && outlet.closesAt ? `${outlet.opensAt}–${outlet.closesAt}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('outlets.actionsFor', { name: outlet.name })}
                    data-testid="outlet-menu"
                  >
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setEditing({ outlet })} data-testid="outlet-edit">
                    {t('outlets.edit')}
                  </Menu.Item>
                  {outlet.isActive && !outlet.isDefault && (
                    <Menu.Item
                      onClick={() => makeDefault.mutate(outlet.outletId, { onError: shout })}
                      data-testid="outlet-make-default"
                    >
                      {t('outlets.makeDefault')}
                    </Menu.Item>
                  )}
                  <Menu.Item
                    color={outlet.isActive ? 'red' : undefined}
                    onClick={() => toggle(outlet)}
                    data-testid="outlet-toggle-active"
                  >
                    {outlet.isActive ? t('outlets.deactivate') : t('outlets.activate')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
            <CountersList outlet={outlet} />
          </Card>
        ))}
      </Stack>
      {editing && <OutletFormModal outlet={editing.outlet} onClose={() => setEditing(null)} />}
    </Container>
  );
}
