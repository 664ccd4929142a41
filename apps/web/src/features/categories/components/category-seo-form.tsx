// The SEO slider's form: url, title, keywords and description of one category.
import { Alert, Button, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import type { CategorySeo } from '@storekeep/domain/categories';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { useCategorySeo, useSaveCategorySeo } from '../api/category-changes.ts';
import { showChangeDone, showChangeFailed } from './change-feedback.tsx';

export function CategorySeoForm({ categoryId, onSaved }: { categoryId: number; onSaved: () => void }) {
  const seo = useCategorySeo(categoryId);
  if (seo.isPending) return <Skeleton h={260} data-testid="category-seo-loading" />;
  if (seo.isError)
    return (
      <Alert color="red" data-testid="category-seo-error">
        {errorMessage(seo.error)}
      </Alert>
    );
  return <SeoFields categoryId={categoryId} initial={seo.data} onSaved={onSaved} />;
}

function SeoFields({
  categoryId,
  initial,
  onSaved,
}: {
  categoryId: number;
  initial: CategorySeo;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const save = useSaveCategorySeo();
  const field = (key: keyof CategorySeo) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues({ ...values, [key]: event.currentTarget.value }),
    'data-testid': `category-seo-${key}`,
  });
  return (
    <Stack>
      <TextInput
        label={t('categories.seoUrl')}
        placeholder={t('categories.seoUrlPlaceholder')}
        maxLength={200}
        {...field('url')}
      />
      <TextInput label={t('categories.seoTitle')} maxLength={200} {...field('title')} />
      <TextInput
        label={t('categories.seoKeywords')}
        placeholder={t('categories.seoKeywordsPlaceholder')}
        maxLength={500}
        {...field('keywords')}
      />
      <Textarea
        label={t('categories.seoDescription')}
        autosize
        minRows={3}
        maxLength={1000}
        {...field('description')}
      />
      <Button
        loading={save.isPending}
        data-testid="category-seo-save"
        onClick={() =>
          save.mutate(
            { id: categoryId, seo: values },
            {
              onSuccess: (reply) => {
                showChangeDone(reply);
                onSaved();
              },
              onError: showChangeFailed,
            },
          )
        }
      >
        {t('categories.save')}
      </Button>
    </Stack>
  );
}
