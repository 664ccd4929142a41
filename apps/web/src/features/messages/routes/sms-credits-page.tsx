// /sms: SMS Credits (back-office.md §7 SMS): the balance with a low-balance warning, the sender id
// customers see and its status, the credit packs to buy, the messages sent with their status, and
// the credit history.
import { Alert, Card, Container, Grid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { LOW_SMS_CREDITS } from '@storekeep/domain/messages-api';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSenderId, useSmsBalance } from '../api/sms-credits.ts';
import { CreditHistoryTable } from '../components/credit-history-table.tsx';
import { SentMessagesTable } from '../components/sent-messages-table.tsx';
import { SmsPacksCard } from '../components/sms-packs-card.tsx';

export function SmsCreditsPage() {
  const { t } = useTranslation();
  const balance = useSmsBalance();
  const sender = useSenderId();
  // Back from the payment provider after buying a pack.
  const { purchase } = useSearch({ strict: false }) as { purchase?: string };
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <PageHeader title={t('nav.sms')} subtitle={t('sms.subtitle')} />
      <Stack gap="md">
        {(purchase === 'paid' || purchase === 'failed') && (
          <Alert color={purchase === 'paid' ? 'green' : 'red'} data-testid={`sms-purchase-${purchase}`}>
            {t(purchase === 'paid' ? 'sms.purchasePaid' : 'sms.purchaseFailed')}
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Card withBorder radius="md" h="100%">
              <Text size="sm" c="dimmed">
                {t('sms.balance')}
              </Text>
              {balance.isError ? (
                <Alert color="red">{errorMessage(balance.error)}</Alert>
              ) : !balance.data ? (
                <Skeleton h={36} w={120} />
              ) : (
                <>
                  <Text fz={32} fw={700} data-testid="sms-balance">
                    {balance.data.credits}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('sms.perSegment')}
                  </Text>
                  {balance.data.isLow && (
                    <Alert
                      color="orange"
                      mt="sm"
                      icon={<IconAlertTriangle size={18} />}
                      data-testid="sms-low-balance"
                    >
                      {t('sms.low', { count: LOW_SMS_CREDITS })}
                    </Alert>
                  )}
                </>
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Card withBorder radius="md" h="100%" data-testid="sender-id-card">
              <Text size="sm" c="dimmed">
                {t('sms.senderId')}
              </Text>
              {sender.isError ? (
                <Alert color="red">{errorMessage(sender.error)}</Alert>
              ) : !sender.data ? (
                <Skeleton h={36} w={120} />
              ) : (
                <>
                  <Text fz={24} fw={700} ff="monospace" data-testid="sender-id">
                    {sender.data.senderId ?? '–'}
                  </Text>
                  <Text size="sm">{t(`sms.senderStatuses.${sender.data.status}`)}</Text>
                  {!sender.data.gatewayConfigured && (
                    <Alert color="yellow" mt="sm" data-testid="sms-no-gateway">
                      {t('sms.noGateway')}
                    </Alert>
                  )}
                </>
              )}
            </Card>
          </Grid.Col>
        </Grid>
        <SmsPacksCard />
        <Card withBorder radius="md" padding={0}>
          <Tabs defaultValue="messages" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="messages" data-testid="tab-messages">
                {t('sms.messagesTab')}
              </Tabs.Tab>
              <Tabs.Tab value="history" data-testid="tab-history">
                {t('sms.historyTab')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="messages">
              <SentMessagesTable />
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <CreditHistoryTable />
            </Tabs.Panel>
          </Tabs>
        </Card>
      </Stack>
    </Container>
  );
}
