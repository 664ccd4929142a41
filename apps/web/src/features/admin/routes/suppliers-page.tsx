// /admin/suppliers: the platform admin finds a store and acts for it (audited on the server).
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconSearch, IconUserShield } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useActAs, useSupplierSearch } from '../api/suppliers.ts';

export function SuppliersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const suppliers = useSupplierSearch(debounced);
  const actAs = useActAs();

  const act = (supplierId: number) =>
    actAs.mutate(supplierId, {
      onSuccess: () => void navigate({ to: '/' }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  const rows = suppliers.data ?? [];
  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader title={t('admin.suppliersTitle')} subtitle={t('admin.suppliersSubtitle')} />
      <Card>
        <Stack>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('admin.searchPlaceholder')}
            aria-label={t('common.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            rightSection={suppliers.isFetching ? <Loader size={14} /> : null}
            data-testid="supplier-search"
          />
          {suppliers.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {errorMessage(suppliers.error)}
            </Alert>
          )}
          {suppliers.isPending && (
            <Center py="xl">
              <Loader />
            </Center>
          )}
          {suppliers.isSuccess && rows.length === 0 && (
            <Text c="dimmed" ta="center" py="xl" data-testid="supplier-empty">
              {t('admin.noResults')}
            </Text>
          )}
          {rows.length > 0 && (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="supplier-results">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.store')}</Table.Th>
                    <Table.Th>{t('admin.owner')}</Table.Th>
                    <Table.Th>{t('admin.type')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.supplierId} data-testid={`supplier-row-${row.supplierId}`}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {row.storeName}
                        </Text>
                        <Text size="xs" c="dimmed">
                          /s/{row.storeSlug}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.ownerEmail}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light">{row.supplierType}</Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <Button
                            size="xs"
                            leftSection={<IconUserShield size={14} />}
                            loading={actAs.isPending && actAs.variables === row.supplierId}
                            onClick={() => act(row.supplierId)}
                            data-testid={`act-as-${row.supplierId}`}
                          >
                            {t('admin.actAs')}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
