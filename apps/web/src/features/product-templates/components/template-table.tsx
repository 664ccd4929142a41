// A page of templates: name, category (with its maintenance state), barcode, prices, approval.
import { Badge, Group, Table, Text } from '@mantine/core';
import type { ProductTemplate } from '@storekeep/domain/product-templates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyPrice } from '../../../app/format.ts';
import { LabelledPagination } from '../../../ui/labelled-pagination.tsx';

export function TemplateTable({
  templates,
  total,
  page,
  pageSize,
  onPage,
  showApproval,
  action,
}: {
  templates: readonly ProductTemplate[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  showApproval: boolean;
  action: (template: ProductTemplate) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Table.ScrollContainer minWidth={showApproval ? 820 : 680}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="template-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('productTemplates.name')}</Table.Th>
              <Table.Th>{t('productTemplates.category')}</Table.Th>
              <Table.Th>{t('productTemplates.barcode')}</Table.Th>
              <Table.Th ta="right">MRP</Table.Th>
              <Table.Th ta="right">{t('productTemplates.price')}</Table.Th>
              {showApproval && <Table.Th>{t('productTemplates.status')}</Table.Th>}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.map((template) => (
              <Table.Tr key={template.templateId} data-testid={`template-row-${template.templateId}`}>
                <Table.Td>
                  <Text fw={500}>{template.name}</Text>
                  <Text size="xs" c="dimmed">
                    {template.unit} · {t('productTemplates.tax', { rate: Number(template.taxRate) })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm">{template.categoryName ?? '—'}</Text>
                    {template.isCategoryUnderMaintenance && (
                      <Badge size="xs" color="orange" variant="light">
                        {t('productTemplates.maintenance')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{template.barcode ?? '—'}</Table.Td>
                <Table.Td ta="right">{formatMoneyPrice(template.mrpPaise, { symbol: true })}</Table.Td>
                <Table.Td ta="right">{formatMoneyPrice(template.pricePaise, { symbol: true })}</Table.Td>
                <Table.Td ta="right">
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {showApproval && (
                      <Badge color={template.isApproved ? 'green' : 'gray'} variant="light">
                        {template.isApproved
                          ? t('productTemplates.approved')
                          : t('productTemplates.notApproved')}
                      </Badge>
                    )}
                    {action(template)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > pageSize && (
        <Group justify="center" mt="md">
          <LabelledPagination total={Math.ceil(total / pageSize)} value={page} onChange={onPage} />
        </Group>
      )}
    </>
  );
}
