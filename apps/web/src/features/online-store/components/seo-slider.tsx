// The Page SEO slider (website-builder.md §3, §8): title, keywords and description per page;
// saving shows 'SEO Details Updated'.
import { Alert, Button, Drawer, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
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

  useEffect(() => {
    if (props.opened) setPageId(props.initialPageId);
  }, [props.opened, props.initialPageId]);
  useEffect(() => {
    if (seo.data) {
      setTitle(seo.data.pageTitle);
      setKeywords(seo.data.keywords);
      setDescription(seo.data.description);
    }
  }, [seo.data]);

  const save = () => {
    if (!pageId) return;
    update.mutate(
      { pageId, title, keywords, description },
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
          maxLength={200}
          data-testid="seo-title"
        />
        <TextInput
          label={t('builder.seo.keywords')}
          value={keywords}
          onChange={(e) => setKeywords(e.currentTarget.value)}
          maxLength={500}
        />
        <Textarea
          label={t('builder.seo.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={1000}
        />
        {update.isError && <Alert color="red">{errorMessage(update.error)}</Alert>}
        <Button onClick={save} loading={update.isPending} disabled={!pageId} data-testid="seo-save">
          {t('common.save')}
        </Button>
      </Stack>
    </Drawer>
  );
}
