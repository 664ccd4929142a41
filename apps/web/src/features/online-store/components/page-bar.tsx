// The editor's page list: pick a page or the shared header / footer / sticky footer; add, rename
// and delete custom pages. Custom pages need CMS.Custom_Pages (pack-limit check): refused on the
// iOS app it goes to the upgrade page, elsewhere the premium popup opens.
import { ActionIcon, Button, Group, Modal, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { SiteDocument } from '@storekeep/blocks/document';
import { customPagesAccess, IOS_UPGRADE_ROUTE } from '@storekeep/domain/website-builder';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.ts';
import { packLimit } from '../api/store-settings.ts';
import {
  addCustomPage,
  deletePage,
  type EditTarget,
  FRAGMENTS,
  renamePage,
  targetKey,
} from './editor-document.ts';
import { PremiumPopup } from './premium-popup.tsx';

function parseTarget(value: string): EditTarget | null {
  const [kind, rest] = value.split(/:(.*)/s);
  if (kind === 'page' && rest) return { kind: 'page', pageId: rest };
  const fragment = FRAGMENTS.find((name) => name === rest);
  if (kind === 'fragment' && fragment) return { kind: 'fragment', name: fragment };
  return null;
}

export function PageBar(props: {
  doc: SiteDocument;
  target: EditTarget;
  isIosApp: boolean;
  onSelect: (target: EditTarget) => void;
  onChange: (doc: SiteDocument, target?: EditTarget) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [naming, setNaming] = useState<{ mode: 'add' | 'rename'; name: string } | null>(null);
  const [premium, setPremium] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const target = props.target;
  const current = target.kind === 'page' ? props.doc.pages.find((p) => p.id === target.pageId) : undefined;

  const options = [
    {
      group: t('builder.pages.pages'),
      items: props.doc.pages.map((page) => ({
        value: targetKey({ kind: 'page', pageId: page.id }),
        label: page.title,
      })),
    },
    {
      group: t('builder.pages.shared'),
      items: FRAGMENTS.map((name) => ({
        value: targetKey({ kind: 'fragment', name }),
        label: t(`builder.pages.${name}`),
      })),
    },
  ];

  const startAdd = async () => {
    setChecking(true);
    try {
      const custom = await packLimit('customPages');
      const access = customPagesAccess(custom.access === 1, props.isIosApp);
      if (access === 'ios-upgrade') {
        void navigate({ to: IOS_UPGRADE_ROUTE });
        return;
      }
      if (access === 'upgrade-popup') {
        setPremium(t('builder.premium.customPages'));
        return;
      }
      if ((await packLimit('pages')).access === 0) {
        setPremium(t('builder.premium.pages'));
        return;
      }
      setNaming({ mode: 'add', name: '' });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setChecking(false);
    }
  };

  const submitName = () => {
    if (!naming || naming.name.trim() === '') return;
    if (naming.mode === 'add') {
      const id = `page-${crypto.randomUUID().slice(0, 8)}`;
      props.onChange(addCustomPage(props.doc, naming.name, id), { kind: 'page', pageId: id });
    } else if (current) {
      props.onChange(renamePage(props.doc, current.id, naming.name));
    }
    setNaming(null);
  };

  const confirmDelete = () => {
    if (!current) return;
    modals.openConfirmModal({
      title: t('builder.pages.deleteTitle'),
      children: <Text>{t('builder.pages.deleteText', { name: current.title })}</Text>,
      labels: { confirm: t('builder.pages.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        const home = props.doc.pages.find((p) => p.kind === 'home');
        props.onChange(
          deletePage(props.doc, current.id),
          home ? { kind: 'page', pageId: home.id } : undefined,
        );
      },
    });
  };

  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Select
        size="xs"
        data={options}
        value={targetKey(props.target)}
        onChange={(value) => {
          const next = value ? parseTarget(value) : null;
          if (next) props.onSelect(next);
        }}
        allowDeselect={false}
        w={{ base: 130, sm: 200 }}
        aria-label={t('builder.pages.choose')}
        data-testid="page-select"
      />
      <Tooltip label={t('builder.pages.add')}>
        <ActionIcon
          variant="light"
          onClick={() => void startAdd()}
          loading={checking}
          aria-label={t('builder.pages.add')}
          data-testid="page-add"
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Tooltip>
      {current && (
        <Tooltip label={t('builder.pages.rename')}>
          <ActionIcon
            variant="subtle"
            onClick={() => setNaming({ mode: 'rename', name: current.title })}
            aria-label={t('builder.pages.rename')}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {current?.kind === 'custom' && (
        <Tooltip label={t('builder.pages.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={confirmDelete}
            aria-label={t('builder.pages.delete')}
            data-testid="page-delete"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Modal
        opened={naming !== null}
        onClose={() => setNaming(null)}
        centered
        title={naming?.mode === 'add' ? t('builder.pages.add') : t('builder.pages.rename')}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitName();
          }}
        >
          <TextInput
            label={t('builder.pages.name')}
            value={naming?.name ?? ''}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setNaming((state) => (state ? { ...state, name } : state));
            }}
            maxLength={80}
            data-autofocus
            data-testid="page-name"
          />
          <Group justify="flex-end" mt="lg">
            <Button
              type="submit"
              disabled={!naming || naming.name.trim() === ''}
              data-testid="page-name-save"
            >
              {t('common.save')}
            </Button>
          </Group>
        </form>
      </Modal>
      <PremiumPopup opened={premium !== null} onClose={() => setPremium(null)} text={premium ?? ''} />
    </Group>
  );
}
