// The Page SEO slider (website-builder.md §3, §8): title, keywords and description per page, and
// the same texts in the shoppers' other languages (the base text shows where one is left empty);
// saving shows 'SEO Details Updated'.
import { Alert, Button, Divider, Drawer, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGE_SEO_LIMITS, type PageSeoField } from '@storekeep/domain/page-seo';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { TranslationsSection, type TranslationValues } from '../../../ui/translations-section.tsx';
import { usePageSeo, useUpdatePageSeo } from '../api/store-settings.ts';

export interface SeoPageChoice {
  id: string;
  title: string;
  /** The builder's page kind name (homepage, staticpage, listing, details). */
  page: string;
}

export function SeoSlider(props: {
  opened: boolean;
  onClose: () => void;
  pages: SeoPageChoice[];
  initialPageId: string | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [pageId, setPageId] = useState<string | null>(props.initialPageId);
  const choice = props.pages.find((p) => p.id === pageId);
  const seo = usePageSeo(choice?.page ?? 'staticpage', props.opened ? pageId : null);
  const update = useUpdatePageSeo();
  const [title, setTitle] = useState('');
  const [keywords, setKeywords] = useState('');
  const [description, setDescription] = useState('');
  const [translations, setTranslations] = useState<TranslationValues<PageSeoField>>({});

  useEffect(() => {
    if (props.opened) setPageId(props.initialPageId);
  }, [props.opened, props.initialPageId]);
  useEffect(() => {
    if (seo.data) {
      setTitle(seo.data.pageTitle);
      setKeywords(seo.data.keywords);
      setDescription(seo.data.description);
      setTranslations(seo.data.translations);
    }
  }, [seo.data]);

  const save = () => {
    if (!pageId) return;
    update.mutate(
      { pageId, title, keywords, description, translations },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message });
          props.onSaved();
          props.onClose();
        },
      },
    );
  };

  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size="md"
      title={t('builder.seo.title')}
      data-testid="seo-slider"
    >
      <Stack>
        <Select
          label={t('builder.seo.page')}
          data={props.pages.map((p) => ({ value: p.id, label: p.title }))}
          value={pageId}
          onChange={setPageId}
          allowDeselect={false}
        />
        <TextInput
          label={t('builder.seo.pageTitle')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={PAGE_SEO_LIMITS.title}
          data-testid="seo-title"
        />
        <TextInput
          label={t('builder.seo.keywords')}
          value={keywords}
          onChange={(e) => setKeywords(e.currentTarget.value)}
          maxLength={PAGE_SEO_LIMITS.keywords}
        />
        <Textarea
          label={t('builder.seo.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={PAGE_SEO_LIMITS.description}
        />
        <Divider />
        <Title order={3} fz="sm">
          {t('storeTranslations.title')}
        </Title>
        <TranslationsSection
          // Each page's own texts: a new page starts the section afresh.
          key={pageId ?? ''}
          fields={[
            { key: 'title', label: t('storeTranslations.pageTitle'), maxLength: PAGE_SEO_LIMITS.title },
            { key: 'keywords', label: t('storeTranslations.keywords'), maxLength: PAGE_SEO_LIMITS.keywords },
            {
              key: 'description',
              label: t('storeTranslations.description'),
              maxLength: PAGE_SEO_LIMITS.description,
              multiline: true,
            },
          ]}
          value={translations}
          onChange={setTranslations}
          testId="seo-translations"
        />
        {update.isError && <Alert color="red">{errorMessage(update.error)}</Alert>}
        <Button onClick={save} loading={update.isPending} disabled={!pageId} data-testid="seo-save">
          {t('common.save')}
        </Button>
      </Stack>
    </Drawer>
  );
}
