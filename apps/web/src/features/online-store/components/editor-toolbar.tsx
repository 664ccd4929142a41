// The website editor's bar: back to the builder (or the theme list for a template), the page
// list, the autosave status, the store-level settings menu and 'Save theme info' (publish).
import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import type { SiteDocument } from '@storekeep/blocks/document';
import { MANAGE_THEMES_ROUTE } from '@storekeep/domain/website-builder';
import { IconArrowLeft, IconExternalLink, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EditTarget } from './editor-document.ts';
import { PageBar } from './page-bar.tsx';
import type { AutosaveStatus } from './use-autosave.ts';

export type EditorMode = 'edit' | 'template';
export type EditorSlider = 'og' | 'favicon' | 'background' | 'seo';

export interface EditorToolbarProps {
  mode: EditorMode;
  doc: SiteDocument;
  target: EditTarget;
  isIosApp: boolean;
  onSelect: (target: EditTarget) => void;
  /** A page-list edit: the new document, and the part to open when it made one. */
  onChange: (next: SiteDocument, nextTarget?: EditTarget) => void;
  status: AutosaveStatus;
  modified: boolean;
  /** Why the document cannot be saved right now (shown on the status), or null. */
  invalid: string | null;
  onOpenSlider: (slider: EditorSlider) => void;
  onPreview: () => void;
  onPublish: () => void;
  publishing: boolean;
}

export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group
      px="sm"
      py={6}
      gap="xs"
      justify="space-between"
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Button
          component={Link}
          to={props.mode === 'template' ? MANAGE_THEMES_ROUTE : '/onlineStore/onlineStoreLandingPage'}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} />}
          aria-label={t('builder.editor.back')}
        >
          <Text span visibleFrom="sm" inherit>
            {t('builder.editor.back')}
          </Text>
        </Button>
        <PageBar
          doc={props.doc}
          target={props.target}
          isIosApp={props.isIosApp}
          onSelect={props.onSelect}
          onChange={props.onChange}
        />
      </Group>
      {/* On a phone the status gives way (it shortens) so Publish stays whole in every language. */}
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, maxWidth: '100%' }}>
        <SaveStatus
          status={props.invalid === null ? props.status : 'error'}
          modified={props.modified}
          title={props.invalid}
        />
        {props.mode === 'edit' && (
          <SettingsMenu onOpenSlider={props.onOpenSlider} onPreview={props.onPreview} />
        )}
        <Button
          size="compact-sm"
          style={{ flexShrink: 0 }}
          onClick={props.onPublish}
          loading={props.publishing}
          data-testid="editor-publish"
        >
          {props.mode === 'template' ? t('builder.editor.saveTheme') : t('builder.editor.publish')}
        </Button>
      </Group>
    </Group>
  );
}

function SettingsMenu({ onOpenSlider, onPreview }: Pick<EditorToolbarProps, 'onOpenSlider' | 'onPreview'>) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          style={{ flexShrink: 0 }}
          variant="default"
          size="compact-sm"
          leftSection={<IconSettings size={16} />}
          aria-label={t('builder.editor.settings')}
          data-testid="editor-settings"
        >
          <Text span visibleFrom="sm" inherit>
            {t('builder.editor.settings')}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onOpenSlider('og')} data-testid="menu-og">
          {t('builder.og.title')}
        </Menu.Item>
        <Menu.Item onClick={() => onOpenSlider('favicon')} data-testid="menu-favicon">
          {t('builder.favicon.title')}
        </Menu.Item>
        <Menu.Item onClick={() => onOpenSlider('background')} data-testid="menu-background">
          {t('builder.background.title')}
        </Menu.Item>
        <Menu.Item onClick={() => onOpenSlider('seo')} data-testid="menu-seo">
          {t('builder.seo.title')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onPreview} leftSection={<IconExternalLink size={14} />}>
          {t('builder.editor.preview')}
        </Menu.Item>
        <Menu.Item component={Link} to={MANAGE_THEMES_ROUTE}>
          {t('builder.manage.title')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function SaveStatus({
  status,
  modified,
  title,
}: {
  status: AutosaveStatus;
  modified: boolean;
  title: string | null;
}) {
  const { t } = useTranslation();
  const color = status === 'error' ? 'red' : status === 'saved' ? 'teal' : 'gray';
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Badge
        variant="light"
        color={color}
        maw="100%"
        data-testid="autosave-status"
        data-status={status}
        title={title ?? t(`builder.editor.status.${status}`)}
      >
        {t(`builder.editor.status.${status}`)}
      </Badge>
      {modified && (
        <Badge variant="dot" color="orange" visibleFrom="sm" data-testid="modified-flag">
          {t('builder.landing.modified')}
        </Badge>
      )}
    </Group>
  );
}
