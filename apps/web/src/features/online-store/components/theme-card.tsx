// One theme in the gallery: a live, scaled-down render of its home page and its name.
import { AspectRatio, Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useBuilderWords } from '../../../app/builder-words.ts';
import type { ThemeSummary } from '../api/theme-gallery.ts';
import { themeDescription } from './gallery-words.ts';

const PREVIEW_WIDTH = 1280;

export function ThemePreviewFrame({ src, title }: { src: string; title: string }) {
  const { ref, width } = useElementSize();
  const scale = width > 0 ? width / PREVIEW_WIDTH : 0.25;
  return (
    <AspectRatio ratio={16 / 10}>
      <Box
        ref={ref}
        style={{ overflow: 'hidden', position: 'relative', background: 'var(--mantine-color-gray-1)' }}
      >
        <iframe
          src={src}
          title={title}
          loading="lazy"
          tabIndex={-1}
          aria-hidden
          style={{
            width: PREVIEW_WIDTH,
            height: PREVIEW_WIDTH / (16 / 10),
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            pointerEvents: 'none',
            position: 'absolute',
            inset: 0,
          }}
        />
      </Box>
    </AspectRatio>
  );
}

export function ThemeCard({
  theme,
  isCurrent,
  busy,
  onSelect,
}: {
  theme: ThemeSummary;
  isCurrent: boolean;
  busy: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { word } = useBuilderWords();
  return (
    <Card withBorder radius="lg" padding={0} data-testid={`theme-card-${theme.themeId}`}>
      <ThemePreviewFrame src={theme.previewUrl} title={theme.name} />
      <Stack gap={6} p="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{theme.name}</Text>
          {isCurrent && <Badge variant="light">{t('builder.select.current')}</Badge>}
        </Group>
        {/* Whole: a description in Tamil or Malayalam runs longer than two lines of English. */}
        <Text size="sm" c="dimmed" mih={40}>
          {themeDescription(word, theme)}
        </Text>
        <Group gap="xs">
          <Button
            onClick={onSelect}
            loading={busy}
            variant={isCurrent ? 'light' : 'filled'}
            data-testid={`theme-select-${theme.themeId}`}
          >
            {isCurrent ? t('builder.select.useAgain') : t('builder.select.use')}
          </Button>
          <Button component="a" href={theme.previewUrl} target="_blank" variant="subtle">
            {t('builder.select.preview')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
