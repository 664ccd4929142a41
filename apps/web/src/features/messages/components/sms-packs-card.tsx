// The SMS credit packs on sale with a Buy button each; buying goes to the store's payment provider
// and comes back to this screen with ?purchase=paid or failed, which the notice above says.
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatMoney, formatNumber } from '../../../app/format.ts';
import { useBuySmsCredits, useSmsPacks } from '../api/sms-credits.ts';

export function SmsPacksCard() {
  const { t } = useTranslation();
  const packs = useSmsPacks();
  const buy = useBuySmsCredits();
  return (
    <Card withBorder radius="md" data-testid="sms-packs">
      <Text size="sm" c="dimmed" mb="sm">
        {t('sms.packsTitle')}
      </Text>
      {packs.isError ? (
        <Alert color="red">{errorMessage(packs.error)}</Alert>
      ) : !packs.data ? (
        <Skeleton h={72} />
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {packs.data.packs.map((pack) => (
              <Card
                key={pack.packId}
                withBorder
                radius="sm"
                padding="sm"
                data-testid={`sms-pack-${pack.packId}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div>
                    <Text fw={700}>{t('sms.packCredits', { credits: formatNumber(pack.credits) })}</Text>
                    <Text size="sm">{formatMoney(pack.pricePaise, { symbol: true })}</Text>
                  </div>
                  <Button
                    size="xs"
                    disabled={!packs.data.canBuy}
                    loading={buy.isPending && buy.variables === pack.packId}
                    onClick={() => buy.mutate(pack.packId)}
                    data-testid={`sms-pack-buy-${pack.packId}`}
                  >
                    {t('sms.buy')}
                  </Button>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
          {!packs.data.canBuy && (
            <Text size="sm" c="dimmed" data-testid="sms-packs-unavailable">
              {t('sms.packsUnavailable')}
            </Text>
          )}
          {buy.isError && (
            <Alert color="red" data-testid="sms-buy-error">
              {errorMessage(buy.error)}
            </Alert>
          )}
        </Stack>
      )}
    </Card>
  );
}
