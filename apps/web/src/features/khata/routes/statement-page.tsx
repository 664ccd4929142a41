// /statement/$token, without a login: the customer's khata at a store, what is due, a UPI intent
// with its QR code (the store's UPI ID), paying online through the store's provider, and the PDF.
// The page speaks the store's language unless the visitor chose one on this device.
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useParams, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatDate, formatMoney } from '../../../app/format.ts';
import { changeLanguage, storedLanguage } from '../../../app/i18n.ts';
import { LanguageSelect } from '../../../ui/language-select.tsx';
import { useStartPayment, useStatement } from '../api/statement.ts';
import { UpiQr } from '../components/upi-qr.tsx';

const rupees = (paise: number) => formatMoney(paise, { symbol: true });
const dateText = (iso: string) =>
  formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', english: 'en' });

/** Sends the payer to the provider: a redirect, or a form posted to its page. */
function follow(
  step: { kind: 'redirect'; url: string } | { kind: 'form'; action: string; fields: Record<string, string> },
) {
  if (step.kind === 'redirect') {
    window.location.assign(step.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = step.action;
  for (const [name, value] of Object.entries(step.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

export function StatementRoutePage() {
  const { token } = useParams({ strict: false }) as { token: string };
  const search = useSearch({ strict: false }) as { payment?: string };
  return <StatementPage token={token} payment={search.payment} />;
}

export function StatementPage({ token, payment }: { token: string; payment?: string | undefined }) {
  const { t } = useTranslation();
  const statement = useStatement(token);
  const pay = useStartPayment(token);
  useDocumentTitle(
    statement.data ? `${t('khataStatement.title')} · ${statement.data.storeName}` : t('khataStatement.title'),
  );
  const language = statement.data?.language;
  useEffect(() => {
    if (language && !storedLanguage()) void changeLanguage(language, { remember: false });
  }, [language]);

  if (statement.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (statement.isError)
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('khataStatement.gone')} data-testid="statement-gone">
          {errorMessage(statement.error)}
        </Alert>
      </Container>
    );
  const s = statement.data;
  const due = s.balancePaise;

  return (
    <Box component="main" bg="gray.0" mih="100vh" py="lg">
      <Container size="sm" px="xs">
        <Stack gap="md" data-testid="statement-page">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Title order={1} fz={22}>
                {s.storeName}
              </Title>
              <Text size="sm" c="dimmed">
                {t('khataStatement.for', { name: s.customerName })}
              </Text>
            </Stack>
            <LanguageSelect />
          </Group>
          {payment === 'paid' && (
            <Alert color="teal" data-testid="statement-paid">
              {t('khataStatement.paid')}
            </Alert>
          )}
          {payment === 'failed' && <Alert color="orange">{t('khataStatement.failed')}</Alert>}
          <Card withBorder radius="md">
            <Text size="sm" c="dimmed">
              {due > 0 ? t('khataStatement.due') : due < 0 ? t('khataStatement.advance') : ''}
            </Text>
            <Text fz={32} fw={700} c={due > 0 ? 'red.8' : 'teal.8'} data-testid="statement-due">
              {due === 0 ? t('khataStatement.settled') : rupees(Math.abs(due))}
            </Text>
            {s.upi && (
              <Stack gap="xs" align="center" mt="md" data-testid="statement-upi">
                <UpiQr
                  value={s.upi.link}
                  label={t('khataStatement.scan', { amount: rupees(due), payee: s.upi.payeeName })}
                />
                <Text size="sm" ta="center">
                  {t('khataStatement.scan', { amount: rupees(due), payee: s.upi.payeeName })}
                </Text>
                <Text size="xs" c="dimmed">
                  {s.upi.upiId}
                </Text>
                <Button
                  component="a"
                  href={s.upi.link}
                  variant="light"
                  fullWidth
                  data-testid="statement-upi-link"
                >
                  {t('khataStatement.payUpi')}
                </Button>
              </Stack>
            )}
            {s.onlinePayment && (
              <Button
                mt="sm"
                fullWidth
                loading={pay.isPending}
                onClick={() => pay.mutate(undefined, { onSuccess: follow })}
                data-testid="statement-pay-online"
              >
                {t('khataStatement.payOnline', { amount: rupees(due) })}
              </Button>
            )}
            {pay.isError && (
              <Alert color="red" mt="sm">
                {errorMessage(pay.error)}
              </Alert>
            )}
          </Card>
          <Card withBorder radius="md" padding={0}>
            <Table.ScrollContainer minWidth={300}>
              <Table verticalSpacing="xs" data-testid="statement-ledger">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th visibleFrom="sm">{t('khataLedger.date')}</Table.Th>
                    <Table.Th>{t('khataLedger.details')}</Table.Th>
                    <Table.Th ta="right">{t('khataLedger.amount')}</Table.Th>
                    <Table.Th ta="right">{t('khataLedger.runningBalance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.entries.map((e) => (
                    <Table.Tr key={e.entryId}>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {dateText(e.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {t(`khataLedger.kind.${e.kind}`)}
                          {e.orderNumber ? ` · ${t('khataLedger.bill', { number: e.orderNumber })}` : ''}
                        </Text>
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {dateText(e.createdAt)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {e.amountPaise > 0 ? '+' : '−'}
                          {rupees(Math.abs(e.amountPaise))}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {rupees(e.balancePaise)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Button
              component="a"
              href={`/api/v1/statements/${encodeURIComponent(token)}/pdf`}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
            >
              {t('khataStatement.pdf')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('khataStatement.validUntil', { date: dateText(s.expiresAt) })}
            </Text>
          </Group>
          {s.storeMobile && (
            <Text size="sm" c="dimmed" ta="center">
              {t('khataStatement.call', { mobile: s.storeMobile })}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
