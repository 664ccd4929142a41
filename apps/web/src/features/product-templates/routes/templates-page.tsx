// /products/templates: the merchant picks an approved template from the global catalogue and makes
// a real product of it; the Settings slider holds the SmartFill switch.
import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ProductTemplate } from '@storekeep/domain/product-templates';
import { IconAlertCircle, IconPhotoPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useApprovedTemplates } from '../api/templates.ts';
import { CreateFromTemplateModal } from '../components/create-from-template-modal.tsx';
import { SmartFillSlider } from '../components/smart-fill-slider.tsx';
import { TemplateImageModal } from '../components/template-image-modal.tsx';
import { TemplateTable } from '../components/template-table.tsx';

export function TemplatesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ProductTemplate | null>(null);
  const [imageFor, setImageFor] = useState<ProductTemplate | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const list = useApprovedTemplates(debounced, page);
  const templates = list.data?.templates ?? [];
  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('productTemplates.title')}
        subtitle={t('productTemplates.subtitle')}
        actions={
          <Button
            variant="default"
            leftSection={<IconSettings size={16} />}
            onClick={() => setSettingsOpen(true)}
            data-testid="templates-settings"
          >
            {t('productTemplates.settings')}
          </Button>
        }
      />
      <Card withBorder radius="lg">
        <Stack>
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('productTemplates.searchPlaceholder')}
            aria-label={t('common.search')}
            value={search}
            maxLength={150}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            rightSection={list.isFetching ? <Loader size={14} /> : null}
            data-testid="template-search"
          />
          {list.isPending && <Skeleton h={200} />}
          {list.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {errorMessage(list.error)}
            </Alert>
          )}
          {list.isSuccess && templates.length === 0 && (
            <Center py="xl">
              <Text c="dimmed" data-testid="templates-empty">
                {t('productTemplates.empty')}
              </Text>
            </Center>
          )}
          {templates.length > 0 && list.data && (
            <TemplateTable
              templates={templates}
              total={list.data.total}
              page={page}
              pageSize={list.data.pageSize}
              onPage={setPage}
              showApproval={false}
              action={(template) => (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPhotoPlus size={14} />}
                    onClick={() => setImageFor(template)}
                    data-testid={`template-image-${template.templateId}`}
                  >
                    {t('productTemplates.addImage')}
                  </Button>
                  <Button
                    size="xs"
                    onClick={() => setChosen(template)}
                    data-testid={`template-use-${template.templateId}`}
                  >
                    {t('productTemplates.create')}
                  </Button>
                </Group>
              )}
            />
          )}
        </Stack>
      </Card>
      <CreateFromTemplateModal template={chosen} onClose={() => setChosen(null)} />
      <TemplateImageModal template={imageFor} onClose={() => setImageFor(null)} />
      <SmartFillSlider opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Container>
  );
}
