// /onlineStore/selectTheme/:verticalId (website-builder.md §2): the route loads the theme
// categories, the vertical's themes and the supplier info before it shows; the left menu and
// footer are hidden. Choosing a theme over a modified site asks first; a refusal stays here.
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuilderWords } from '../../../app/builder-words.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { useSelectTheme } from '../api/site.ts';
import {
  supplierInfoQuery,
  themeCategoriesQuery,
  themesQuery,
  verticalsQuery,
} from '../api/theme-gallery.ts';
import { categoryName, verticalName } from '../components/gallery-words.ts';
import { ThemeCard } from '../components/theme-card.tsx';

export function SelectThemePage({ verticalId: initialVertical }: { verticalId: number }) {
  const { t } = useTranslation();
  const { word } = useBuilderWords();
  const navigate = useNavigate();
  const [verticalId, setVerticalId] = useState(initialVertical);
  const categories = useQuery(themeCategoriesQuery);
  const verticals = useQuery(verticalsQuery);
  const themes = useQuery(themesQuery(verticalId));
  const info = useQuery(supplierInfoQuery);
  const select = useSelectTheme();
  const [pending, setPending] = useState<number | null>(null);
  const [confirmFor, setConfirmFor] = useState<number | null>(null);

  const choose = (themeId: number, confirmReplace = false) => {
    setPending(themeId);
    select.mutate(
      { themeId, confirmReplace },
      {
        onSuccess: (reply) => {
          if (reply.modified && !reply.isSuccess) setConfirmFor(themeId);
          else void navigate({ to: '/onlineStore/editor', search: { mode: 'edit' } });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        onSettled: () => setPending(null),
      },
    );
  };

  const byCategory = (categories.data ?? []).map((category) => ({
    category,
    verticals: (verticals.data ?? []).filter((v) => v.categoryId === category.categoryId),
  }));

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Group
        px={{ base: 'md', sm: 'xl' }}
        h={60}
        justify="space-between"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <BrandMark />
        <Button
          component={Link}
          to="/onlineStore/onlineStoreLandingPage"
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
        >
          {t('builder.select.back')}
        </Button>
      </Group>
      <Container size="xl" px={{ base: 'md', sm: 'xl' }} py="lg">
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {t('builder.select.title')}
            </Title>
            <Text c="dimmed">{t('builder.select.subtitle', { store: info.data?.storeName ?? '' })}</Text>
          </div>
          <Stack gap="xs" data-testid="select-theme-verticals">
            {byCategory.map(({ category, verticals: list }) => (
              <Group key={category.categoryId} gap="xs" wrap="wrap">
                <Text size="sm" fw={600} miw={110}>
                  {categoryName(word, category)}
                </Text>
                {list.map((vertical) => (
                  <Chip
                    key={vertical.verticalId}
                    checked={vertical.verticalId === verticalId}
                    onChange={() => setVerticalId(vertical.verticalId)}
                    data-testid={`vertical-${vertical.key}`}
                  >
                    {verticalName(word, vertical)}
                  </Chip>
                ))}
              </Group>
            ))}
          </Stack>
          {themes.isError && <Alert color="red">{errorMessage(themes.error)}</Alert>}
          {themes.data?.length === 0 && <Alert color="gray">{t('builder.select.empty')}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="select-theme-list">
            {(themes.data ?? []).map((theme) => (
              <ThemeCard
                key={theme.themeId}
                theme={theme}
                isCurrent={info.data?.themeId === theme.themeId}
                busy={pending === theme.themeId}
                onSelect={() => choose(theme.themeId)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
      <Modal
        opened={confirmFor !== null}
        onClose={() => setConfirmFor(null)}
        title={t('builder.select.replaceTitle')}
        centered
      >
        <Text mb="lg">{t('builder.select.replaceText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmFor(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            data-testid="theme-replace-confirm"
            onClick={() => {
              const themeId = confirmFor;
              setConfirmFor(null);
              if (themeId !== null) choose(themeId, true);
            }}
          >
            {t('builder.select.replace')}
          </Button>
        </Group>
      </Modal>
    </Box>
  );
}
