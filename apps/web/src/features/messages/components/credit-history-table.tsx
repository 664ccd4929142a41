// SMS credit transactions, newest first (get_sms_transaction_history): welcome credits, purchases,
// each SMS's debit and refunds of messages that could not be sent.
import { Alert, Center, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useSmsHistory } from '../api/sms-credits.ts';
import { useDateTime } from './date-time.ts';
import { PageNav } from './page-nav.tsx';

export function CreditHistoryTable() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useSmsHistory(pageNo);
  const dateTime = useDateTime();
  if (history.isError)
    return (
      <Alert color="red" m="md">
        {errorMessage(history.error)}
      </Alert>
    );
  if (!history.data)
    return (
      <Center py="lg">
        <Loader />
      </Center>
    );
  if (history.data.transactions.length === 0)
    return (
      <Text size="sm" c="dimmed" p="md" data-testid="credit-history-empty">
        {t('sms.noHistory')}
      </Text>
    );
  return (
    <>
      <ScrollArea type="auto" tabIndex={0} aria-label={t('sms.historyTab')}>
        <Table striped miw={420} data-testid="credit-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sms.when')}</Table.Th>
              <Table.Th>{t('sms.entry')}</Table.Th>
              <Table.Th ta="right">{t('sms.credits')}</Table.Th>
              <Table.Th ta="right">{t('sms.balanceAfter')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.transactions.map((x) => (
              <Table.Tr key={x.transactionId} data-testid="credit-entry">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(x.createdAt)}</Table.Td>
                <Table.Td>{t(`sms.kinds.${x.kind}`)}</Table.Td>
                <Table.Td ta="right" c={x.credits < 0 ? 'red.8' : 'teal.8'}>
                  {x.credits > 0 ? `+${x.credits}` : x.credits}
                </Table.Td>
                <Table.Td ta="right">{x.balanceAfter}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <PageNav pageNo={pageNo} hasMore={history.data.hasMore} onPage={setPageNo} testId="credit-history" />
    </>
  );
}
