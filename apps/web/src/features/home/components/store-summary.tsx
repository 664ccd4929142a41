// Store facts from app data: plan, type, outlets, storefront address, KYC.
import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AppData } from '@storekeep/domain/app-data';
import { KYC_APPROVED } from '@storekeep/domain/supplier';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function StoreSummary({ appData }: { appData: AppData }) {
  const { t } = useTranslation();
  const supplier = appData.supplier;
  if (!supplier) return null;
  const storefront = `/s/${supplier.storeSlug}`;
  const accounts = appData.outlets.reduce((sum, outlet) => sum + outlet.accounts.length, 0);
  return (
    <Card data-testid="store-summary">
      <Title order={3} fz="lg" mb="md">
        {supplier.storeName}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="lg">
        <Fact label={t('home.plan')} testId="summary-plan">
          {appData.packageDetails?.name ?? '—'}{' '}
          {supplier.isTrial && (
            <Badge size="xs" color="yellow" variant="light">
              {t('home.trialBadge')}
            </Badge>
          )}
        </Fact>
        <Fact label={t('home.storeType')} testId="summary-type">
          {supplier.supplierType}
        </Fact>
        <Fact label={t('home.outlets')} testId="summary-outlets">
          {appData.outlets.length} / {accounts}
        </Fact>
        <Fact label={t('home.storefront')} testId="summary-storefront">
          <Anchor href={storefront} target="_blank" rel="noopener" size="sm">
            {storefront}
          </Anchor>
        </Fact>
        <Fact label={t('home.kyc')} testId="summary-kyc">
          <Badge color={supplier.kycStatus === KYC_APPROVED ? 'teal' : 'gray'} variant="light">
            {supplier.kycStatus.replace('_', ' ')}
          </Badge>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
