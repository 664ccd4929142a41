// myaccount/jd-vendor/upgradeios: where the iOS vendor app sends a merchant whose plan lacks a
// builder feature (website-builder.md §2, §6); the upgrade request goes to the sales team.
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { UPGRADE_REQUEST_SENT } from '@storekeep/domain/plans';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useBuilderUpgradeRequest } from '../api/upgrade-request.ts';

export function UpgradeIosPage() {
  const { t } = useTranslation();
  const appData = useAppData();
  const request = useBuilderUpgradeRequest();
  const target = appData.packageDetails?.upgradeToPackageIds[0] ?? appData.supplier?.packageId ?? 3;
  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="lg" padding="xl">
        <Stack>
          <Title order={1} fz={24}>
            {t('builder.premium.title')}
          </Title>
          <Text>{t('builder.premium.iosText')}</Text>
          {request.isSuccess ? (
            <Text fw={600} c="teal" data-testid="ios-upgrade-sent">
              {UPGRADE_REQUEST_SENT}
            </Text>
          ) : (
            <Button
              loading={request.isPending}
              onClick={() =>
                request.mutate({ upgradePackageId: target, module: 'Website', sourceDevice: 'Ios' })
              }
              data-testid="ios-upgrade"
            >
              {t('builder.premium.upgrade')}
            </Button>
          )}
          {request.isError && <Text c="red">{errorMessage(request.error)}</Text>}
        </Stack>
      </Card>
    </Container>
  );
}
