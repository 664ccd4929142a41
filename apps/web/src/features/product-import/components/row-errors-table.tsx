// The per-row error report: row number as in the sheet, the column's header and the message.
import { Table, Text } from '@mantine/core';
import { PRODUCT_FILE_COLUMNS, type ProductImport } from '@storekeep/domain/product-import';
import { useTranslation } from 'react-i18next';

const HEADERS: Record<string, string> = Object.fromEntries(
  PRODUCT_FILE_COLUMNS.map((c) => [c.key, c.header]),
);

export function RowErrorsTable({ productImport }: { productImport: ProductImport }) {
  const { t } = useTranslation();
  const { rowErrors, errorCount } = productImport;
  return (
    <>
      <Table.ScrollContainer minWidth={420} maxHeight={320}>
        <Table striped verticalSpacing="xs" stickyHeader data-testid="import-row-errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('productImport.row')}</Table.Th>
              <Table.Th w={140}>{t('productImport.column')}</Table.Th>
              <Table.Th>{t('productImport.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowErrors.map((error) => (
              <Table.Tr
                key={`${error.row}-${error.column}-${error.message}`}
                data-testid={`import-row-error-${error.row}`}
              >
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.column ? (HEADERS[error.column] ?? error.column) : '—'}</Table.Td>
                <Table.Td c="red.8">{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {errorCount > rowErrors.length && (
        <Text size="xs" c="dimmed">
          {t('productImport.rowErrorsMore', { shown: rowErrors.length, count: errorCount })}
        </Text>
      )}
    </>
  );
}
