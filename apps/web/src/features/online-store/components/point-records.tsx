// The A/CNAME records that point a verified domain at the shop, each copyable, and the check that
// resolves them and says, record by record, whether it is correct, wrong (and what it points to)
// or not found yet. A table from the small-tablet width up; on a phone each record is a card of its
// own, so the long names wrap instead of widening the box past the screen.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { DomainRecordCheck } from '@storekeep/domain/online-store-api';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import type { Domain, useCheckDomainRecords } from '../api/domains.ts';

const STATUS_COLOR = { right: 'teal', wrong: 'red', missing: 'orange' } as const;

function Copyable({ value }: { value: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={value}>
            {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          </ActionIcon>
        )}
      </CopyButton>
    </Group>
  );
}

export function PointRecords({
  domain,
  check,
}: {
  domain: Domain;
  check: ReturnType<typeof useCheckDomainRecords>;
}) {
  const { t } = useTranslation();
  const results = check.data && check.variables === domain.domainId ? check.data : undefined;
  const resultOf = (type: string, name: string): DomainRecordCheck | undefined =>
    results?.records.find((record) => record.type === type && record.name === name);
  const statusText = (result: DomainRecordCheck) =>
    result.status === 'right'
      ? t('builder.domains.recordRight')
      : result.status === 'wrong'
        ? t('builder.domains.recordWrong', { found: result.found.join(', ') })
        : t('builder.domains.recordMissing');
  return (
    <Alert
      variant="light"
      color="blue"
      mt="md"
      title={t('builder.domains.pointTitle')}
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm">
        <Stack gap="xs" hiddenFrom="sm" data-testid={`record-cards-${domain.domainId}`}>
          {domain.pointRecords.map((record) => {
            const result = resultOf(record.type, record.name);
            return (
              <Paper key={`${record.type} ${record.name}`} withBorder p="xs" radius="sm">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600}>{record.type}</Text>
                    {result && (
                      <Badge
                        color={STATUS_COLOR[result.status]}
                        variant="light"
                        style={{ textTransform: 'none' }}
                      >
                        {statusText(result)}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('builder.domains.txtName')}
                  </Text>
                  <Copyable value={record.name} />
                  <Text size="xs" c="dimmed">
                    {t('builder.domains.txtValue')}
                  </Text>
                  <Copyable value={record.value} />
                </Stack>
              </Paper>
            );
          })}
        </Stack>
        <Table.ScrollContainer minWidth={420} visibleFrom="sm">
          <Table verticalSpacing={4} data-testid={`point-records-${domain.domainId}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('builder.domains.recordType')}</Table.Th>
                <Table.Th>{t('builder.domains.txtName')}</Table.Th>
                <Table.Th>{t('builder.domains.txtValue')}</Table.Th>
                {results && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {domain.pointRecords.map((record) => {
                const result = resultOf(record.type, record.name);
                return (
                  <Table.Tr key={`${record.type} ${record.name}`}>
                    <Table.Td>
                      <Text fw={600}>{record.type}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Copyable value={record.name} />
                    </Table.Td>
                    <Table.Td>
                      <Copyable value={record.value} />
                    </Table.Td>
                    {results && (
                      <Table.Td>
                        {result && (
                          <Badge
                            color={STATUS_COLOR[result.status]}
                            variant="light"
                            style={{ textTransform: 'none' }}
                          >
                            {statusText(result)}
                          </Badge>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {results?.allRight && <Text c="teal">{t('builder.domains.allRight')}</Text>}
        {check.isError && <Text c="red">{errorMessage(check.error)}</Text>}
        <Group>
          <Button size="xs" loading={check.isPending} onClick={() => check.mutate(domain.domainId)}>
            {t('builder.domains.checkRecords')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
