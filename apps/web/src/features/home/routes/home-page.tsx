// / : the dashboard: welcome, store summary and quick links.
import { Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { visibleNavEntries } from '../../../app/nav-items.ts';
import { KycNotice } from '../components/kyc-notice.tsx';
import { QuickLinks } from '../components/quick-links.tsx';
import { StoreSummary } from '../components/store-summary.tsx';
import { WelcomeCard } from '../components/welcome-card.tsx';

export function HomePage() {
  const { t } = useTranslation();
  const appData = useAppData();
  useDocumentTitle(`${t('home.title')} · Storekeep`);
  const links = visibleNavEntries(appData).filter((entry) => entry.key !== 'home');
  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <Stack gap="lg">
        <WelcomeCard appData={appData} />
        <KycNotice appData={appData} />
        <StoreSummary appData={appData} />
        <QuickLinks links={links} />
      </Stack>
    </Container>
  );
}
