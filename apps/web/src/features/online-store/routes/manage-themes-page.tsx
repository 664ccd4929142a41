// myaccount/onlineStore/manageThemes/1: the current theme, the published versions (roll back to
// any of them) and, for the theme designer, the template themes and their tools.
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isAdminThemeUser } from '@storekeep/domain/supplier';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppData } from '../../../app/app-data.ts';
import { useBuilderWords } from '../../../app/builder-words.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { formatDate } from '../../../app/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useAssignVerticals, useCopyThemeToSupplier, useDuplicateTheme } from '../api/designer.ts';
import { useRollBack, useSite, useVersions } from '../api/site.ts';
import { type ThemeSummary, useSupplierInfo, useThemes, useVerticals } from '../api/theme-gallery.ts';
import { verticalName } from '../components/gallery-words.ts';
import { LoadError, LoadingBlocks } from '../components/query-state.tsx';

export function ManageThemesPage() {
  const { t } = useTranslation();
  const appData = useAppData();
  const site = useSite();
  const versions = useVersions();
  const info = useSupplierInfo();
  const rollBack = useRollBack();
  const isDesigner =
    appData.user.role === 'platform_admin' ||
    (appData.supplier !== null && isAdminThemeUser(appData.supplier.supplierId));

  return (
    <Container size="lg" px={{ base: 'md', sm: 'xl' }} py="lg">
      <PageHeader
        title={t('builder.manage.title')}
        subtitle={
          site.data?.hasSite ? t('builder.landing.theme', { name: site.data.themeName ?? '—' }) : undefined
        }
        actions={
          <Group gap="xs">
            <Button
              component={Link}
              to={`/onlineStore/selectTheme/${info.data?.verticalId ?? 18}`}
              variant="default"
            >
              {t('builder.landing.changeTheme')}
            </Button>
            {site.data?.hasSite && (
              <Button component={Link} to="/onlineStore/editor" data-testid="manage-edit">
                {t('builder.landing.edit')}
              </Button>
            )}
          </Group>
        }
      />
      <Card withBorder radius="lg" padding="lg" mb="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('builder.versions.title')}
        </Title>
        {versions.isPending && <LoadingBlocks testId="versions-loading" count={1} />}
        {versions.isError && (
          <LoadError error={versions.error} onRetry={() => void versions.refetch()} testId="versions-error" />
        )}
        {versions.data?.versions.length === 0 && <Text c="dimmed">{t('builder.versions.empty')}</Text>}
        {versions.data && versions.data.versions.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="sm" data-testid="versions-table">
              <Table.Tbody>
                {versions.data.versions.map((version) => (
                  <Table.Tr key={version.versionNo} data-testid={`version-${version.versionNo}`}>
                    <Table.Td>
                      <Text fw={600}>{t('builder.versions.version', { version: version.versionNo })}</Text>
                      <Text size="xs" c="dimmed">
                        {formatDate(version.publishedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                        {version.restoredFrom
                          ? ` · ${t('builder.versions.restoredFrom', { version: version.restoredFrom })}`
                          : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {version.isLive && <Badge color="teal">{t('builder.versions.live')}</Badge>}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          component="a"
                          target="_blank"
                          href={`/api/v1/site/preview?version=${version.versionNo}`}
                        >
                          {t('builder.select.preview')}
                        </Button>
                        {!version.isLive && (
                          <Button
                            size="xs"
                            variant="light"
                            loading={rollBack.isPending && rollBack.variables === version.versionNo}
                            data-testid={`version-rollback-${version.versionNo}`}
                            onClick={() =>
                              rollBack.mutate(version.versionNo, {
                                onSuccess: () => {
                                  notifications.show({
                                    color: 'teal',
                                    message: t('builder.versions.rolledBack', { version: version.versionNo }),
                                  });
                                  void versions.refetch();
                                },
                                onError: (error) =>
                                  notifications.show({ color: 'red', message: errorMessage(error) }),
                              })
                            }
                          >
                            {t('builder.versions.rollBack')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {isDesigner && <DesignerThemes />}
    </Container>
  );
}

function DesignerThemes() {
  const { t } = useTranslation();
  const { word } = useBuilderWords();
  const themes = useThemes(null);
  const verticals = useVerticals();
  const duplicate = useDuplicateTheme();
  const [assigning, setAssigning] = useState<ThemeSummary | null>(null);
  const [copying, setCopying] = useState<ThemeSummary | null>(null);
  const onError = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error) });
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="designer-themes">
      <Title order={2} fz="lg" mb="sm">
        {t('builder.designer.title')}
      </Title>
      <Stack gap="xs">
        {(themes.data ?? []).map((theme) => (
          <Group key={theme.themeId} justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>
              {theme.name}{' '}
              <Text span c="dimmed" size="sm">
                {(verticals.data ?? [])
                  .filter((v) => theme.verticalIds.includes(v.verticalId))
                  .map((v) => verticalName(word, v))
                  .join(', ')}
              </Text>
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                component="a"
                href={`/onlineStore/editor?mode=template&themeId=${theme.themeId}`}
              >
                {t('builder.designer.edit')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => duplicate.mutate(theme.themeId, { onError })}
              >
                {t('builder.designer.duplicate')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setAssigning(theme)}>
                {t('builder.designer.assign')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setCopying(theme)}>
                {t('builder.designer.copy')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      {assigning && (
        <AssignModal
          theme={assigning}
          onClose={() => setAssigning(null)}
          options={(verticals.data ?? []).map((v) => ({
            verticalId: v.verticalId,
            name: verticalName(word, v),
          }))}
        />
      )}
      {copying && <CopyModal theme={copying} onClose={() => setCopying(null)} />}
    </Card>
  );
}

function AssignModal(props: {
  theme: ThemeSummary;
  options: Array<{ verticalId: number; name: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const assign = useAssignVerticals();
  const [value, setValue] = useState(props.theme.verticalIds.map(String));
  return (
    <Modal opened onClose={props.onClose} title={t('builder.designer.assign')} centered>
      <MultiSelect
        data={props.options.map((v) => ({ value: String(v.verticalId), label: v.name }))}
        value={value}
        onChange={setValue}
        label={t('builder.designer.verticals')}
      />
      <Group justify="flex-end" mt="lg">
        <Button
          loading={assign.isPending}
          onClick={() =>
            assign.mutate(
              { themeId: props.theme.themeId, verticalIds: value.map(Number) },
              {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('builder.saved') });
                  props.onClose();
                },
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
              },
            )
          }
        >
          {t('common.save')}
        </Button>
      </Group>
    </Modal>
  );
}

function CopyModal(props: { theme: ThemeSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const copy = useCopyThemeToSupplier();
  const [supplierId, setSupplierId] = useState<number | string>('');
  return (
    <Modal opened onClose={props.onClose} title={t('builder.designer.copy')} centered>
      <NumberInput
        label={t('builder.designer.supplierId')}
        value={supplierId}
        onChange={setSupplierId}
        min={1}
        allowDecimal={false}
      />
      <Group justify="flex-end" mt="lg">
        <Button
          loading={copy.isPending}
          disabled={typeof supplierId !== 'number'}
          onClick={() =>
            typeof supplierId === 'number' &&
            copy.mutate(
              { themeId: props.theme.themeId, supplierId },
              {
                onSuccess: () => {
                  notifications.show({ color: 'teal', message: t('builder.saved') });
                  props.onClose();
                },
                onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
              },
            )
          }
        >
          {t('builder.designer.copy')}
        </Button>
      </Group>
    </Modal>
  );
}
