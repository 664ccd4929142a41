// Stock count at the selected outlet: enter counted quantities for as many products as wanted
// (search and pages keep what was entered), review the differences from the stock on record, and
// post them as one adjustment (the server works the differences out again at posting time).
import { Alert, Button, Card, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { countDifference } from '@storekeep/domain/inventory';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { usePostCount } from '../api/adjust.ts';
import { useInventory } from '../api/levels.ts';
import { quantityText } from './stock-format.ts';
import { itemIds, itemKey, itemName } from './stock-item.ts';

interface Counted {
  productId: number;
  variantId: number | null;
  productName: string;
  unit: string;
  onHand: number;
  counted: number;
}

export function CountPanel({ outletId }: { outletId: number | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(1);
  const [counted, setCounted] = useState<Map<string, Counted>>(new Map());
  const [reviewing, setReviewing] = useState(false);
  const list = useInventory({ scope: 'selected', q, page });
  const post = usePostCount();
  const differences = [...counted.values()]
    .map((c) => ({ ...c, difference: countDifference(c.counted, c.onHand) }))
    .filter((c) => c.difference !== 0);

  const enter = (entry: Omit<Counted, 'counted'>, value: number | string) =>
    setCounted((current) => {
      const next = new Map(current);
      if (typeof value === 'number') next.set(itemKey(entry), { ...entry, counted: value });
      else next.delete(itemKey(entry));
      return next;
    });

  const submit = async () => {
    if (outletId === null) return;
    try {
      const reply = await post.mutateAsync({
        outletId,
        lines: differences.map((d) => ({ ...itemIds(d), counted: d.counted })),
      });
      notifications.show({
        color: 'teal',
        message: t('inventory.count.posted', { count: reply.lines.length }),
      });
      setCounted(new Map());
      setReviewing(false);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };

  if (reviewing)
    return (
      <Card withBorder radius="md" data-testid="count-review">
        <Stack gap="sm">
          <Text fw={600}>{t('inventory.count.reviewTitle')}</Text>
          {differences.length === 0 ? (
            <Text c="dimmed">{t('inventory.count.noDifference')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={300}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('inventory.table.product')}</Table.Th>
                    <Table.Th ta="right">{t('inventory.count.onRecord')}</Table.Th>
                    <Table.Th ta="right">{t('inventory.count.counted')}</Table.Th>
                    <Table.Th ta="right">{t('inventory.count.difference')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {differences.map((d) => (
                    <Table.Tr key={itemKey(d)} data-testid={`count-difference-${itemKey(d)}`}>
                      <Table.Td>{d.productName}</Table.Td>
                      <Table.Td ta="right">{quantityText(d.onHand, d.unit)}</Table.Td>
                      <Table.Td ta="right">{quantityText(d.counted, d.unit)}</Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" fw={600} c={d.difference < 0 ? 'red.8' : 'teal.9'}>
                          {d.difference > 0 ? '+' : ''}
                          {quantityText(d.difference, d.unit)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReviewing(false)}>
              {t('inventory.count.back')}
            </Button>
            <Button
              disabled={differences.length === 0 || outletId === null}
              loading={post.isPending}
              onClick={() => void submit()}
              data-testid="count-post"
            >
              {t('inventory.count.post', { count: differences.length })}
            </Button>
          </Group>
        </Stack>
      </Card>
    );

  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="sm" data-testid="count-panel">
      <Text size="sm">{t('inventory.count.intro')}</Text>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          aria-label={t('inventory.search')}
          placeholder={t('inventory.search')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          w={{ base: '100%', sm: 320 }}
          data-testid="count-search"
        />
        <Button
          onClick={() => setReviewing(true)}
          disabled={counted.size === 0}
          data-testid="count-review-button"
        >
          {t('inventory.count.review', { count: counted.size })}
        </Button>
      </Group>
      {list.isError ? (
        <Alert color="red">{errorMessage(list.error)}</Alert>
      ) : (
        <Card withBorder padding={0} radius="md">
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('inventory.table.product')}</Table.Th>
                  <Table.Th ta="right">{t('inventory.count.onRecord')}</Table.Th>
                  <Table.Th ta="right">{t('inventory.count.counted')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const entry = {
                    productId: row.productId,
                    variantId: row.variantId,
                    productName: itemName(row),
                    unit: row.unitOfMeasurement,
                    onHand: row.quantity,
                  };
                  return (
                    <Table.Tr key={itemKey(row)} data-testid={`count-row-${itemKey(row)}`}>
                      <Table.Td>
                        <Text size="sm">{itemName(row)}</Text>
                        {row.barcode && (
                          <Text size="xs" c="dark.3">
                            {row.barcode}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {quantityText(row.quantity, row.unitOfMeasurement)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right" w={130}>
                        <NumberInput
                          aria-label={`${t('inventory.count.counted')}: ${itemName(row)}`}
                          value={counted.get(itemKey(row))?.counted ?? ''}
                          onChange={(value) => enter(entry, value)}
                          min={0}
                          max={999_999.999}
                          decimalScale={3}
                          allowNegative={false}
                          hideControls
                          size="xs"
                          data-testid={`count-input-${itemKey(row)}`}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {(page > 1 || list.data?.hasMore) && (
        <Group justify="center" gap="xs">
          <Button size="xs" variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t('inventory.previous')}
          </Button>
          <Text size="sm">{t('inventory.page', { page })}</Text>
          <Button
            size="xs"
            variant="default"
            disabled={!list.data?.hasMore}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('inventory.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
