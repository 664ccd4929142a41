// /admin/product-templates: the platform admin keeps the global template catalogue.
import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Loader,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ProductTemplate } from '@storekeep/domain/product-templates';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useAllTemplates } from '../api/admin-templates.ts';
import { TemplateCategoriesCard } from '../components/template-categories-card.tsx';
import { TemplateFormModal } from '../components/template-form-modal.tsx';
import { TemplateTable } from '../components/template-table.tsx';

export function AdminTemplatesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ template: ProductTemplate | null } | null>(null);
  const list = useAllTemplates(debounced, page);
  const templates = list.data?.templates ?? [];
  return (
    <Container size="xl" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('productTemplates.adminTitle')}
        subtitle={t('productTemplates.adminSubtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ template: null })}
            data-testid="template-add"
          >
            {t('productTemplates.addTemplate')}
          </Button>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Card withBorder radius="lg">
            <Stack>
              <TextInput
                leftSection={<IconSearch size={16} />}
                placeholder={t('productTemplates.searchPlaceholder')}
                aria-label={t('common.search')}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
                rightSection={list.isFetching ? <Loader size={14} /> : null}
              />
              {list.isPending && <Skeleton h={200} />}
              {list.isError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                  {errorMessage(list.error)}
                </Alert>
              )}
              {list.isSuccess && templates.length === 0 && (
                <Center py="xl">
                  <Text c="dimmed">{t('productTemplates.empty')}</Text>
                </Center>
              )}
              {list.data && templates.length > 0 && (
                <TemplateTable
                  templates={templates}
                  total={list.data.total}
                  page={page}
                  pageSize={list.data.pageSize}
                  onPage={setPage}
                  showApproval
                  action={(template) => (
                    <Button size="xs" variant="light" onClick={() => setEditing({ template })}>
                      {t('productTemplates.edit')}
                    </Button>
                  )}
                />
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <TemplateCategoriesCard />
        </Grid.Col>
      </Grid>
      {editing && (
        <TemplateFormModal
          key={editing.template?.templateId ?? 'new'}
          template={editing.template}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Container>
  );
}
