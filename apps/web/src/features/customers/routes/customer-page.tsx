// /customers/$customerId: the customer's details and addresses, the khata balance and its ledger
// (credit sales, payments received, refunds), and 'receive payment'.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { UpdateCustomerBody } from '@storekeep/domain/customer-api';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCustomer, useKhata, useUpdateCustomer } from '../api/customers.ts';
import { MessageLanguageSelect } from '../components/message-language.tsx';
import { ReceivePaymentModal } from '../components/receive-payment-modal.tsx';

/** `aside`: cards other features add under the khata balance (the app wires them: bookings). */
export function CustomerPage({ customerId: id, aside }: { customerId: number; aside?: ReactNode }) {
  const { t } = useTranslation();
  const customer = useCustomer(id);
  const [page, setPage] = useState(1);
  const khata = useKhata(id, page);
  const [receiving, setReceiving] = useState(false);
  const update = useUpdateCustomer(id);

  if (customer.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (customer.isError)
    return (
      <Container size="md" py="lg">
        <Alert color="red" data-testid="customer-error">
          {errorMessage(customer.error)}
        </Alert>
      </Container>
    );
  const c = customer.data;
  const balance = khata.data?.balancePaise ?? c.balancePaise;

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'xl' }} py="lg">
      <Stack gap="md" data-testid="customer-page">
        <Anchor component={Link} to="/customers" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('customers.title')}
          </Group>
        </Anchor>
        <PageHeader
          title={c.name}
          subtitle={[c.mobileNumber, c.gstin && `GSTIN ${c.gstin}`].filter(Boolean).join(' · ')}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Card withBorder radius="md" data-testid="khata-balance-card">
                <Text size="sm" c="dimmed">
                  {t('customers.khata')}
                </Text>
                <Text fz={28} fw={700} c={balance > 0 ? 'red.8' : 'teal.8'} data-testid="khata-balance">
                  {formatMoney(balance, { symbol: true })}
                </Text>
                <Text size="xs" c="dimmed" mb="sm">
                  {balance > 0
                    ? t('customers.detail.owesYou')
                    : balance < 0
                      ? t('customers.detail.advance')
                      : t('customers.detail.nothingDue')}
                </Text>
                <Button onClick={() => setReceiving(true)} data-testid="receive-payment">
                  {t('customers.receivePayment')}
                </Button>
              </Card>
              {aside}
              <Card withBorder radius="md">
                <MessageLanguageSelect
                  value={c.language ?? ''}
                  disabled={update.isPending}
                  error={update.isError ? errorMessage(update.error) : undefined}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    update.mutate({ language: value ? (value as UpdateCustomerBody['language']) : null });
                  }}
                  data-testid="customer-message-language"
                />
              </Card>
              <Card withBorder radius="md">
                <Title order={2} fz="md" mb="xs">
                  {t('customers.detail.addresses')}
                </Title>
                {c.addresses.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('customers.detail.noAddress')}
                  </Text>
                ) : (
                  <Stack gap="xs">
                    {c.addresses.map((a) => (
                      <Text size="sm" key={a.addressId}>
                        {[a.addressLine1, a.addressLine2, a.city, a.state, a.pincode]
                          .filter(Boolean)
                          .join(', ')}{' '}
                        {a.isDefault && (
                          <Badge size="xs" variant="light">
                            {t('customers.detail.default')}
                          </Badge>
                        )}
                      </Text>
                    ))}
                  </Stack>
                )}
              </Card>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" padding={0}>
              <Title order={2} fz="md" p="md" pb="xs">
                {t('customers.detail.ledger')}
              </Title>
              {khata.isError ? (
                <Alert color="red" m="md">
                  {errorMessage(khata.error)}
                </Alert>
              ) : !khata.data ? (
                <Center py="lg">
                  <Loader />
                </Center>
              ) : khata.data.entries.length === 0 ? (
                <Text size="sm" c="dimmed" p="md" data-testid="khata-empty">
                  {t('customers.detail.noEntries')}
                </Text>
              ) : (
                <Table.ScrollContainer minWidth={320}>
                  <Table verticalSpacing="xs" data-testid="khata-ledger">
                    <Table.Tbody>
                      {khata.data.entries.map((e) => (
                        <Table.Tr key={e.entryId} data-testid={`khata-entry-${e.entryId}`}>
                          <Table.Td>
                            <Text size="sm">
                              {t(`customers.detail.kinds.${e.kind}`, { defaultValue: e.kind })}
                              {e.orderId && e.orderNumber && (
                                <>
                                  {' · '}
                                  <Anchor component={Link} to={`/orders/${e.orderId}`} size="sm">
                                    #{e.orderNumber}
                                  </Anchor>
                                </>
                              )}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {formatDateTime(e.createdAt)}
                              {e.mode
                                ? ` · ${t(`customers.payment.modes.${e.mode}`, { defaultValue: e.mode })}`
                                : ''}
                              {e.note ? ` · ${e.note}` : ''}
                            </Text>
                          </Table.Td>
                          <Table.Td ta="right">
                            <Text
                              size="sm"
                              fw={500}
                              c={e.amountPaise > 0 ? 'red.8' : 'teal.8'}
                              style={{ whiteSpace: 'nowrap' }}
                            >
                              {e.amountPaise > 0 ? '+' : ''}
                              {formatMoney(e.amountPaise, { symbol: true })}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {(page > 1 || khata.data?.hasMore) && (
                <Group justify="center" gap="xs" p="sm">
                  <Button
                    size="xs"
                    variant="default"
                    disabled={page === 1}
                    onClick={() => setPage((p) => p - 1)}
                  >
                    {t('customers.previous')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={!khata.data?.hasMore}
                    onClick={() => setPage((p) => p + 1)}
                  >
                    {t('customers.next')}
                  </Button>
                </Group>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
      {receiving && (
        <ReceivePaymentModal
          customerId={id}
          name={c.name}
          balancePaise={balance}
          onClose={() => setReceiving(false)}
        />
      )}
    </Container>
  );
}
