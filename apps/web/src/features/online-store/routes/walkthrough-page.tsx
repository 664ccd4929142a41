// The first-run walkthrough (website-builder.md §2, §4): store name, logo, the shop's facts,
// theme and the first products with their stock; saving (all or nothing) writes the theme from
// the facts, marks the shop as no longer virtual, then sends each new product's photo and goes to
// the products page.
import {
  Avatar,
  Box,
  Button,
  Card,
  Container,
  FileButton,
  Group,
  Radio,
  SimpleGrid,
  Stepper,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ShopProfileInput, shopProfileSchema } from '@storekeep/domain/shop-profile';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { uploadFirstProductPhoto } from '../api/first-products.ts';
import { uploadSiteImage } from '../api/store-settings.ts';
import { useSupplierInfo, useThemes } from '../api/theme-gallery.ts';
import { useSaveWalkthrough } from '../api/walkthrough.ts';
import {
  type FirstProductRow,
  prepareRows,
  type RowErrors,
  serverRowErrors,
} from '../components/first-products.ts';
import { emptyRow, FirstProductsStep } from '../components/first-products-step.tsx';
import { ShopProfileStep } from '../components/shop-profile-step.tsx';
import { ThemePreviewFrame } from '../components/theme-card.tsx';

const SHOP_STEP = 2;
const THEME_STEP = 3;
const PRODUCTS_STEP = 4;

/** A refusal of the shop's facts by field (the first message of each). */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Partial<Record<keyof ShopProfileInput, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as keyof ShopProfileInput;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's refusals under profile.<field>. */
function profileFieldErrors(fields: Record<string, string>) {
  return fieldErrors(
    Object.entries(fields)
      .filter(([path]) => path.startsWith('profile.'))
      .map(([path, message]) => ({ path: [path.slice('profile.'.length)], message })),
  );
}

export function WalkthroughPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSupplierInfo();
  const themes = useThemes(info.data?.verticalId ?? null);
  const save = useSaveWalkthrough();
  const [step, setStep] = useState(0);
  const [storeName, setStoreName] = useState('');
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [themeId, setThemeId] = useState<string | null>(null);
  const [rows, setRows] = useState<FirstProductRow[]>(() => [emptyRow()]);
  const [rowErrors, setRowErrors] = useState<RowErrors>({});
  const [profile, setProfile] = useState<ShopProfileInput>({});
  const [profileErrors, setProfileErrors] = useState<Partial<Record<keyof ShopProfileInput, string>>>({});
  const [makesToOrder, setMakesToOrder] = useState(false);
  const [sendingPhotos, setSendingPhotos] = useState(false);

  useEffect(() => {
    if (info.data && storeName === '') {
      setStoreName(info.data.storeName);
      setLogoUrl(info.data.logoUrl);
    }
  }, [info.data, storeName]);
  useEffect(() => {
    if (themeId === null && themes.data?.[0])
      setThemeId(String(info.data?.themeId ?? themes.data[0].themeId));
  }, [themes.data, themeId, info.data]);

  const uploadLogo = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      setLogoUrl((await uploadSiteImage(file, file.name, 'LOGO')).imgURL);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setUploading(false);
    }
  };

  const finish = () => {
    const prepared = prepareRows(rows, makesToOrder);
    setRowErrors(prepared.errors);
    const facts = shopProfileSchema.safeParse(profile);
    setProfileErrors(facts.success ? {} : fieldErrors(facts.error.issues));
    if (!facts.success) setStep(SHOP_STEP);
    if (Object.keys(prepared.errors).length > 0 || !facts.success) return;
    save.mutate(
      {
        storeName: storeName.trim(),
        logoUrl,
        themeId: Number(themeId),
        profile: facts.data,
        makesToOrder,
        products: prepared.products,
      },
      {
        onSuccess: async (reply) => {
          // The products are saved; a photo the server refuses leaves its product without one
          // and says so (the products page adds it later).
          setSendingPhotos(true);
          for (const [index, row] of prepared.rows.entries()) {
            const productId = reply.productIds[index];
            if (!row.photo || productId === undefined) continue;
            try {
              await uploadFirstProductPhoto(productId, row.photo);
            } catch (error) {
              notifications.show({
                color: 'red',
                autoClose: false,
                title: t('builder.walkthrough.photoNotSaved', { name: row.name.trim() }),
                message: errorMessage(error),
              });
            }
          }
          setSendingPhotos(false);
          void navigate({ to: reply.redirectTo });
        },
        onError: (error) => {
          const errors = error instanceof ApiError ? serverRowErrors(error.fields, prepared.rows) : {};
          setRowErrors(errors);
          const facts = error instanceof ApiError ? profileFieldErrors(error.fields) : {};
          setProfileErrors(facts);
          if (Object.keys(facts).length > 0) setStep(SHOP_STEP);
          if (Object.keys(errors).length === 0 && Object.keys(facts).length === 0)
            notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  };
  const busy = save.isPending || sendingPhotos;

  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Group
        px={{ base: 'md', sm: 'xl' }}
        h={60}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <BrandMark />
      </Group>
      <Container size="md" py="lg" px={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={{ base: 22, sm: 26 }} mb="md">
          {t('builder.walkthrough.title')}
        </Title>
        <Stepper active={step} onStepClick={setStep} size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label={t('builder.walkthrough.name')}>
            <Card withBorder radius="lg" padding="lg">
              <TextInput
                label={t('builder.walkthrough.nameLabel')}
                value={storeName}
                onChange={(event) => setStoreName(event.currentTarget.value)}
                data-testid="walkthrough-name"
              />
            </Card>
          </Stepper.Step>
          <Stepper.Step label={t('builder.walkthrough.logo')}>
            <Card withBorder radius="lg" padding="lg">
              <Group>
                <Avatar src={logoUrl} size={72} radius="md">
                  {storeName.slice(0, 1)}
                </Avatar>
                <FileButton onChange={uploadLogo} accept="image/png,image/jpeg">
                  {(props) => (
                    <Button {...props} loading={uploading} variant="light">
                      {t('builder.walkthrough.uploadLogo')}
                    </Button>
                  )}
                </FileButton>
              </Group>
            </Card>
          </Stepper.Step>
          <Stepper.Step label={t('builder.walkthrough.shop')}>
            <ShopProfileStep profile={profile} errors={profileErrors} onChange={setProfile} disabled={busy} />
          </Stepper.Step>
          <Stepper.Step label={t('builder.walkthrough.theme')}>
            <Radio.Group value={themeId} onChange={setThemeId}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(themes.data ?? []).map((theme) => (
                  <Card key={theme.themeId} withBorder radius="lg" padding={0}>
                    <ThemePreviewFrame src={theme.previewUrl} title={theme.name} />
                    <Radio value={String(theme.themeId)} label={theme.name} p="md" />
                  </Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          </Stepper.Step>
          <Stepper.Step label={t('builder.walkthrough.products')}>
            <FirstProductsStep
              rows={rows}
              errors={rowErrors}
              onChange={setRows}
              makesToOrder={makesToOrder}
              onMakesToOrderChange={setMakesToOrder}
              disabled={busy}
            />
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between" mt="lg">
          <Button variant="default" disabled={step === 0 || busy} onClick={() => setStep((s) => s - 1)}>
            {t('builder.walkthrough.back')}
          </Button>
          {step < PRODUCTS_STEP ? (
            <Button
              onClick={() => setStep((s) => s + 1)}
              disabled={
                (step === 0 && storeName.trim().length < 2) || (step === THEME_STEP && themeId === null)
              }
              data-testid="walkthrough-next"
            >
              {t('builder.walkthrough.next')}
            </Button>
          ) : (
            <Button onClick={finish} loading={busy} data-testid="walkthrough-save">
              {t('builder.walkthrough.save')}
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}
