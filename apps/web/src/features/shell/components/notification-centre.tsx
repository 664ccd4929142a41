// The header's notification centre (back-office.md §4): the counters that are not zero, with their
// normal or warning type and 99+, each opening its list; nothing waiting says so. On a phone the
// header has no room for it: the menu's badges (and the burger's dot) stand in.
import { ActionIcon, Badge, Indicator, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AppData, NotificationCounts } from '@storekeep/domain/app-data';
import { badgeText, NOTIFICATION_FLAGS, NOTIFICATION_TARGETS } from '@storekeep/domain/notifications';
import type { MenuArea } from '@storekeep/domain/permissions';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess } from '../../../app/app-data.ts';
import { NAV_ENTRIES } from '../../../app/nav-items.ts';

export function NotificationCentre({
  appData,
  counts,
}: {
  appData: AppData;
  counts: NotificationCounts['counts'] | undefined;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const waiting = NOTIFICATION_FLAGS.flatMap((flag) => {
    const count = counts?.[flag];
    const target = NOTIFICATION_TARGETS[flag];
    const entry = NAV_ENTRIES.find((e) => e.key === (target.area as MenuArea));
    if (!count || count.count <= 0 || !entry || !canAccess(appData, entry)) return [];
    return [{ flag, count, target }];
  });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={280} shadow="md" withinPortal>
      <Popover.Target>
        {/* The button itself is the target: the popover's aria attributes belong on it. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('alerts.open')}
          onClick={() => setOpened((o) => !o)}
          data-testid="notification-centre"
        >
          {/* A dot, not a sum: the counters count different things. */}
          <Indicator size={9} disabled={waiting.length === 0} color="red" offset={2}>
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Text size="sm" fw={600} px="xs" pb="xs">
          {t('alerts.title')}
        </Text>
        {waiting.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" pb="xs">
            {t('notifications.none')}
          </Text>
        ) : (
          <Stack gap={2}>
            {waiting.map(({ flag, count, target }) => (
              <UnstyledButton
                key={flag}
                component={Link}
                to={target.to}
                // The router types search per route; these targets are data (domain notifications.ts).
                search={(() => target.search ?? {}) as never}
                onClick={() => setOpened(false)}
                px="xs"
                py={6}
                style={{ display: 'flex', justifyContent: 'space-between', borderRadius: 6 }}
                data-testid={`notification-${flag}`}
              >
                <Text size="sm">{t(`notifications.${flag}`)}</Text>
                <Badge color={count.type === 'warning' ? 'orange' : 'red'}>{badgeText(count.count)}</Badge>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
