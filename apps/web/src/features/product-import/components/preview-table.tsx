// The first rows of the file as read, with the rows that have problems marked.
import { Table } from '@mantine/core';
import { PRODUCT_FILE_COLUMNS, type ProductImport } from '@storekeep/domain/product-import';
import { useTranslation } from 'react-i18next';

export function PreviewTable({ productImport }: { productImport: ProductImport }) {
  const { t } = useTranslation();
  const failed = new Set(productImport.rowErrors.map((e) => e.row));
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing={6} fz="sm" data-testid="import-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('productImport.row')}</Table.Th>
            {PRODUCT_FILE_COLUMNS.map((c) => (
              <Table.Th key={c.key}>{c.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {productImport.preview.map((line) => (
            <Table.Tr key={line.row} bg={failed.has(line.row) ? 'red.0' : undefined}>
              <Table.Td>{line.row}</Table.Td>
              {PRODUCT_FILE_COLUMNS.map((c) => (
                <Table.Td key={c.key} maw={220} style={{ overflowWrap: 'anywhere' }}>
                  {line.cells[c.key] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
