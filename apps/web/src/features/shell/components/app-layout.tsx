// The signed-in layout (back-office.md §2, §4): header, permission-gated left menu, banners, screen.
import { Anchor, AppShell, Burger, Center, Group, Indicator, Loader, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess, useAppData } from '../../../app/app-data.ts';
import { navEntry } from '../../../app/nav-items.ts';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { useNotificationCounts } from '../api/notification-counts.ts';
import { ActionSliders } from '../sliders/action-sliders.tsx';
import { ActingAsBar } from './acting-as-bar.tsx';
import { Greeting } from './greeting.tsx';
import { LanguageWelcome } from './language-welcome.tsx';
import { NavMenu } from './nav-menu.tsx';
import { NotificationCentre } from './notification-centre.tsx';
import { OpenPosButton } from './open-pos-button.tsx';
import { OutletSwitcher } from './outlet-switcher.tsx';
import { TrialBanner } from './trial-banner.tsx';
import { UpgradeFromQuery } from './upgrade-from-query.tsx';
import { UserMenu } from './user-menu.tsx';

export interface AppLayoutSlots {
  /** Above the screen: the merchant's alerts (features/messages, wired in app/shell.tsx). */
  alerts?: ReactNode;
  beforeLogout?: () => Promise<void>;
}

export function AppLayout({ slots = {} }: { slots?: AppLayoutSlots }) {
  const { t } = useTranslation();
  const appData = useAppData();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  // On a phone the greeting moves under the header so the outlet switcher keeps its room.
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const counts = useNotificationCounts(appData.supplier !== null);
  // On a phone the menu is folded away: a dot on the burger says something is waiting.
  const hasNotifications = Object.values(counts.data?.counts ?? {}).some((count) => count.count > 0);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={0}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Indicator
              disabled={!hasNotifications || navOpened}
              size={9}
              color="red"
              offset={4}
              hiddenFrom="sm"
            >
              <Burger
                opened={navOpened}
                onClick={toggleNav}
                size="sm"
                aria-label={t('nav.toggleMenu')}
                data-testid="nav-burger"
              />
            </Indicator>
            {/* Named by the brand it shows; on a phone it is gone, not an empty link in the tab order. */}
            <Anchor component={Link} to="/" underline="never" c="inherit" visibleFrom="xs">
              <BrandMark />
            </Anchor>
            <OutletSwitcher appData={appData} />
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {!compact && <Greeting firstName={appData.user.firstName} />}
            {appData.supplier && !compact && (
              <NotificationCentre appData={appData} counts={counts.data?.counts} />
            )}
            {appData.supplier && canAccess(appData, navEntry('orders')) && <OpenPosButton />}
            <UserMenu appData={appData} beforeLogout={slots.beforeLogout} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          <NavMenu appData={appData} counts={counts.data?.counts} onNavigate={closeNav} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="var(--mantine-color-gray-0)" mih="100dvh">
        <ActingAsBar appData={appData} />
        <TrialBanner appData={appData} />
        {slots.alerts}
        {compact && (
          <Group px="md" pt="sm">
            <Greeting firstName={appData.user.firstName} />
          </Group>
        )}
        <Suspense
          fallback={
            <Center py={80}>
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
        <ActionSliders appData={appData} />
        <UpgradeFromQuery appData={appData} />
        <LanguageWelcome chosen={appData.user.languageChosen} firstName={appData.user.firstName} />
      </AppShell.Main>
    </AppShell>
  );
}
