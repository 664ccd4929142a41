// The messages sent to customers, newest first: when, to whom, what for, SMS count and status.
import { Alert, Badge, Center, Loader, ScrollArea, Table, Text } from '@mantine/core';
import type { MessageStatus } from '@storekeep/domain/messages-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useSentMessages } from '../api/sms-credits.ts';
import { useDateTime } from './date-time.ts';
import { PageNav } from './page-nav.tsx';

const STATUS_COLORS: Record<MessageStatus, string> = {
  QUEUED: 'gray',
  SENDING: 'blue',
  SENT: 'teal',
  FAILED: 'red',
};

export function SentMessagesTable() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const sent = useSentMessages(pageNo);
  const dateTime = useDateTime();
  if (sent.isError)
    return (
      <Alert color="red" m="md">
        {errorMessage(sent.error)}
      </Alert>
    );
  if (!sent.data)
    return (
      <Center py="lg">
        <Loader />
      </Center>
    );
  if (sent.data.messages.length === 0)
    return (
      <Text size="sm" c="dimmed" p="md" data-testid="sent-messages-empty">
        {t('sms.noMessages')}
      </Text>
    );
  return (
    <>
      <ScrollArea type="auto" tabIndex={0} aria-label={t('sms.messagesTab')}>
        <Table striped miw={560} data-testid="sent-messages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sms.when')}</Table.Th>
              <Table.Th>{t('sms.to')}</Table.Th>
              <Table.Th>{t('sms.message')}</Table.Th>
              <Table.Th ta="right">{t('sms.smsCount')}</Table.Th>
              <Table.Th>{t('sms.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sent.data.messages.map((m) => (
              <Table.Tr key={m.messageId} data-testid="sent-message">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(m.createdAt)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {m.recipient}
                  <Text size="xs" c="dimmed">
                    {t(`sms.channels.${m.channel}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t(`sms.purposes.${m.purpose}`)}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {m.body}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{m.channel === 'SMS' ? m.segments : '–'}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[m.status]} variant="light" data-testid="message-status">
                    {t(`sms.statuses.${m.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <PageNav pageNo={pageNo} hasMore={sent.data.hasMore} onPage={setPageNo} testId="sent-messages" />
    </>
  );
}
