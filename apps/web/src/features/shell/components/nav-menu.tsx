// The left menu: the entries this user may see, with their notification badges.
import { Badge, Group, NavLink, ScrollArea } from '@mantine/core';
import type { AppData, NotificationCounts } from '@storekeep/domain/app-data';
import { badgeText } from '@storekeep/domain/notifications';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { visibleNavEntries } from '../../../app/nav-items.ts';

function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

export function NavMenu({
  appData,
  counts,
  onNavigate,
}: {
  appData: AppData;
  counts: NotificationCounts['counts'] | undefined;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();

  return (
    <ScrollArea type="scroll" h="100%">
      <nav aria-label={t('nav.mainMenu')}>
        {visibleNavEntries(appData).map((entry, _i, entries) => {
          const Icon = entry.icon;
          const badges = (entry.badges ?? []).flatMap((flag) => {
            const count = counts?.[flag];
            const text = count ? badgeText(count.count) : '';
            return text
              ? [{ flag, text, warning: count?.type === 'warning', href: entry.badgeLinks?.[flag] }]
              : [];
          });
          return (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.to}
              // `active` below decides the highlight; the router's own prefix match would also mark
              // Products on its sub-pages through aria-current.
              activeOptions={{ exact: true }}
              onClick={onNavigate}
              label={t(entry.label)}
              leftSection={<Icon size={20} stroke={1.6} />}
              active={
                isActive(pathname, entry.to) &&
                // A sub-page's own entry is the active one (Products › Categories).
                !entries.some(
                  (o) => o !== entry && o.to.startsWith(`${entry.to}/`) && isActive(pathname, o.to),
                )
              }
              variant="light"
              py={entry.parent ? 6 : 10}
              pl={entry.parent ? 40 : undefined}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              data-testid={`nav-${entry.key}`}
              rightSection={
                badges.length > 0 ? (
                  <Group gap={4} wrap="nowrap">
                    {badges.map((badge) => (
                      <Badge
                        key={badge.flag}
                        size="sm"
                        circle={badge.text.length === 1}
                        color={badge.warning ? 'orange' : 'red'}
                        title={t(`notifications.${badge.flag}`)}
                        data-testid={`notification-badge-${badge.flag}`}
                        // A badge with a list of its own opens it (the entry itself opens the screen);
                        // the screen offers the same list as a filter for keyboard users.
                        style={badge.href ? { cursor: 'pointer' } : undefined}
                        onClick={
                          badge.href
                            ? (event) => {
                                event.preventDefault();
                                event.stopPropagation();
                                onNavigate();
                                void navigate({ href: badge.href });
                              }
                            : undefined
                        }
                      >
                        {badge.text}
                      </Badge>
                    ))}
                  </Group>
                ) : null
              }
            />
          );
        })}
      </nav>
    </ScrollArea>
  );
}
