// Outlet/account switcher (back-office.md §4, §8): confirms with the spec's dialog, stores the choice
// on the server, then reloads so every screen starts from the new outlet.
import { Button, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { AppData } from '@storekeep/domain/app-data';
import { IconBuildingWarehouse, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useSelectOutlet } from '../api/select-outlet.ts';

interface Choice {
  outletId: number;
  accountId: number;
  label: string;
}

export function outletChoices(appData: AppData): Choice[] {
  return appData.outlets.flatMap((outlet) =>
    outlet.accounts.map((account) => ({
      outletId: outlet.outletId,
      accountId: account.accountId,
      label: outlet.accounts.length > 1 ? `${outlet.name} · ${account.accountName}` : outlet.name,
    })),
  );
}

export function OutletSwitcher({
  appData,
  reload = () => window.location.reload(),
}: {
  appData: AppData;
  reload?: () => void;
}) {
  const { t } = useTranslation();
  const selectOutlet = useSelectOutlet(() => reload());

  if (appData.isSingleOutletAccount || appData.outlets.length === 0) return null;

  const choices = outletChoices(appData);
  const current = choices.find(
    (choice) =>
      choice.outletId === appData.selectedOutletId && choice.accountId === appData.selectedAccountId,
  );

  const choose = (choice: Choice) => {
    if (choice.outletId === appData.selectedOutletId && choice.accountId === appData.selectedAccountId)
      return;
    modals.openConfirmModal({
      title: t('header.changeOutlet'),
      centered: true,
      children: (
        <Text size="sm" data-testid="change-outlet-text">
          {t('header.changeOutletBody')}
        </Text>
      ),
      labels: { confirm: t('header.changeOutlet'), cancel: t('header.dontChange') },
      confirmProps: { 'data-testid': 'change-outlet-confirm' },
      cancelProps: { 'data-testid': 'change-outlet-cancel' },
      onConfirm: () =>
        selectOutlet.mutate(
          { outletId: choice.outletId, accountId: choice.accountId },
          { onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }) },
        ),
    });
  };

  return (
    <Menu position="bottom-start" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconBuildingWarehouse size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={selectOutlet.isPending}
          // The name starts with what the button shows (WCAG 2.5.3), then says what it is.
          aria-label={current ? `${current.label} (${t('header.outlet')})` : t('header.outlet')}
          data-testid="outlet-switcher"
          maw={{ base: 150, sm: 240 }}
          // The one button that stays on one line (labels.css lets the others wrap): a long outlet
          // name ends in an ellipsis in the header; the menu shows it whole.
          styles={{
            root: { minWidth: 0 },
            label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' },
          }}
        >
          {current?.label ?? t('header.outlet')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.outlet')}</Menu.Label>
        {choices.map((choice) => {
          const selected = choice === current;
          return (
            <Menu.Item
              key={`${choice.outletId}-${choice.accountId}`}
              onClick={() => choose(choice)}
              rightSection={selected ? <IconCheck size={14} /> : null}
              fw={selected ? 600 : undefined}
              data-testid={`outlet-option-${choice.outletId}-${choice.accountId}`}
            >
              {choice.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
