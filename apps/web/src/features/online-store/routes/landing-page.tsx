// /onlineStore/onlineStoreLandingPage: the store's website at a glance — address, theme, what is
// live — and the ways on: edit, change theme, manage themes, domains, the first-run walkthrough;
// then the link clicks the apps reported.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrush,
  IconExternalLink,
  IconLayoutDashboard,
  IconPalette,
  IconWorldWww,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSite } from '../api/site.ts';
import { useSupplierInfo } from '../api/theme-gallery.ts';
import { LinkClicksCard } from '../components/link-clicks-card.tsx';
import { LoadError, LoadingBlocks } from '../components/query-state.tsx';

export function OnlineStoreLandingPage() {
  const { t } = useTranslation();
  const site = useSite();
  const info = useSupplierInfo();
  const verticalId = info.data?.verticalId ?? 18;

  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader title={t('builder.landing.title')} subtitle={t('builder.landing.subtitle')} />
      {(site.isPending || info.isPending) && <LoadingBlocks testId="store-landing-loading" />}
      {site.isError && (
        <LoadError error={site.error} onRetry={() => void site.refetch()} testId="store-landing-error" />
      )}
      {site.data && info.data && (
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg" data-testid="store-landing-summary">
            <Group justify="space-between" align="flex-start" gap="md">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text c="dimmed" size="sm">
                  {t('builder.landing.address')}
                </Text>
                <Anchor
                  href={site.data.storeUrl}
                  target="_blank"
                  fw={600}
                  data-testid="store-landing-url"
                  style={{ wordBreak: 'break-all' }}
                >
                  {`${window.location.origin}${site.data.storeUrl}`} <IconExternalLink size={14} />
                </Anchor>
                {site.data.hasSite ? (
                  <Group gap="xs" mt={6}>
                    <Badge variant="light">
                      {t('builder.landing.theme', { name: site.data.themeName ?? '—' })}
                    </Badge>
                    <Badge
                      variant="light"
                      color={site.data.publishedVersion ? 'teal' : 'gray'}
                      data-testid="store-landing-live"
                    >
                      {site.data.publishedVersion
                        ? t('builder.landing.live', { version: site.data.publishedVersion })
                        : t('builder.landing.notPublished')}
                    </Badge>
                    {site.data.isModified && (
                      <Badge variant="light" color="orange">
                        {t('builder.landing.modified')}
                      </Badge>
                    )}
                  </Group>
                ) : (
                  <Text size="sm" mt={6}>
                    {t('builder.landing.noSite')}
                  </Text>
                )}
              </Stack>
              {site.data.hasSite ? (
                <Button
                  component={Link}
                  to="/onlineStore/editor"
                  leftSection={<IconBrush size={18} />}
                  data-testid="store-landing-edit"
                >
                  {t('builder.landing.edit')}
                </Button>
              ) : (
                <Button component={Link} to="/onlineStore/walkthrough" data-testid="store-landing-start">
                  {t('builder.landing.start')}
                </Button>
              )}
            </Group>
          </Card>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <LandingLink
              icon={<IconPalette size={20} />}
              title={t('builder.landing.changeTheme')}
              text={t('builder.landing.changeThemeText')}
              to={`/onlineStore/selectTheme/${verticalId}`}
              testId="store-landing-themes"
            />
            <LandingLink
              icon={<IconLayoutDashboard size={20} />}
              title={t('builder.manage.title')}
              text={t('builder.landing.manageText')}
              to="/myaccount/onlineStore/manageThemes/1"
              testId="store-landing-manage"
            />
            <LandingLink
              icon={<IconWorldWww size={20} />}
              title={t('builder.domains.title')}
              text={t('builder.landing.domainsText')}
              to="/onlineStore/domains"
              testId="store-landing-domains"
            />
          </SimpleGrid>
          <LinkClicksCard />
        </Stack>
      )}
    </Container>
  );
}

function LandingLink(props: {
  icon: React.ReactNode;
  title: string;
  text: string;
  to: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component={Link} to={props.to} data-testid={props.testId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md">
          {props.icon}
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={3} fz="md">
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.text}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
