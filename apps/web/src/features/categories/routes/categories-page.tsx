// /products/categories: the category tree. Desktop gets the web tree view; a phone gets the mobile
// screens (shared-blocks.md §2), opening in add mode when ?activeTab=add.
import { Alert, Button, Container, Group, Skeleton, Stack, Switch } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { hasPermission } from '@storekeep/domain/permissions';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { actorOf, useAppData } from '../../../app/app-data.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCategorySettings } from '../api/category-changes.ts';
import { useCategoryTree } from '../api/category-tree.ts';
import { MobileCategories } from '../components/mobile-categories.tsx';
import { WebCategoryTree } from '../components/web-category-tree.tsx';

export function CategoriesPage() {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const search = useSearch({ strict: false }) as { activeTab?: string };
  const appData = useAppData();
  const settings = useCategorySettings();
  const canChangeMode = hasPermission(actorOf(appData), 'SETTINGS:MENU');

  const body = tree.isPending ? (
    <Stack data-testid="categories-loading" px={phone ? 'sm' : 0}>
      <Skeleton h={40} />
      <Skeleton h={40} />
      <Skeleton h={40} />
    </Stack>
  ) : tree.isError ? (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('categories.loadFailed')}
      data-testid="categories-error"
    >
      {errorMessage(tree.error)}
      <Button size="xs" variant="light" color="red" ml="md" onClick={() => void tree.refetch()}>
        {t('common.retry')}
      </Button>
    </Alert>
  ) : phone ? (
    <MobileCategories tree={tree.data} startInAddMode={search.activeTab === 'add'} />
  ) : (
    <>
      {tree.data.categories.length === 0 && (
        <Alert variant="light" mb="sm" data-testid="category-empty">
          {t('categories.empty')}
        </Alert>
      )}
      <WebCategoryTree tree={tree.data} />
    </>
  );

  if (phone) return <div data-testid="categories-page">{body}</div>;
  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg" data-testid="categories-page">
      <PageHeader
        title={t('categories.title')}
        subtitle={t('categories.subtitle')}
        actions={
          tree.data && canChangeMode ? (
            <Group>
              <Switch
                label={t('categories.automated')}
                checked={tree.data.isCategoryAutomated}
                disabled={settings.isPending}
                onChange={(event) =>
                  settings.mutate(event.currentTarget.checked, {
                    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
                  })
                }
                data-testid="category-automated"
              />
            </Group>
          ) : undefined
        }
      />
      {body}
    </Container>
  );
}
