// The walkthrough's "Your shop" step: the few facts a shop page needs, in the merchant's words
// (what it sells, where, since when, delivery or pickup, hours, a line about it). The picked
// theme's text blocks are written from them; a fact left out keeps its section off the store.
import { Card, Group, NumberInput, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ShopFulfilment, ShopProfileInput } from '@storekeep/domain/shop-profile';
import { useTranslation } from 'react-i18next';

export interface ShopProfileStepProps {
  profile: ShopProfileInput;
  errors: Partial<Record<keyof ShopProfileInput, string>>;
  onChange: (profile: ShopProfileInput) => void;
  disabled?: boolean;
}

export function ShopProfileStep({ profile, errors, onChange, disabled = false }: ShopProfileStepProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<ShopProfileInput>) => onChange({ ...profile, ...patch });
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Text>{t('builder.walkthrough.shopText')}</Text>
        <TextInput
          label={t('builder.walkthrough.sells')}
          value={profile.sells ?? ''}
          maxLength={120}
          disabled={disabled}
          error={errors.sells}
          onChange={(event) => set({ sells: event.currentTarget.value })}
          data-testid="walkthrough-sells"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('builder.walkthrough.area')}
            value={profile.area ?? ''}
            maxLength={60}
            disabled={disabled}
            error={errors.area}
            onChange={(event) => set({ area: event.currentTarget.value })}
            data-testid="walkthrough-area"
          />
          <TextInput
            label={t('builder.walkthrough.city')}
            value={profile.city ?? ''}
            maxLength={60}
            disabled={disabled}
            error={errors.city}
            onChange={(event) => set({ city: event.currentTarget.value })}
            data-testid="walkthrough-city"
          />
          <NumberInput
            label={t('builder.walkthrough.sinceYear')}
            value={profile.sinceYear ?? ''}
            min={1800}
            max={new Date().getFullYear()}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            disabled={disabled}
            error={errors.sinceYear}
            onChange={(value) => set({ sinceYear: typeof value === 'number' ? value : null })}
            data-testid="walkthrough-since"
          />
          <TextInput
            label={t('builder.walkthrough.hours')}
            value={profile.hours ?? ''}
            maxLength={80}
            disabled={disabled}
            error={errors.hours}
            onChange={(event) => set({ hours: event.currentTarget.value })}
            data-testid="walkthrough-hours"
          />
        </SimpleGrid>
        <Radio.Group
          label={t('builder.walkthrough.fulfilment')}
          value={profile.fulfilment ?? null}
          onChange={(value) => set({ fulfilment: value as ShopFulfilment })}
          data-testid="walkthrough-fulfilment"
        >
          <Group gap="lg" mt={6}>
            <Radio value="delivery" disabled={disabled} label={t('builder.walkthrough.fulfilmentDelivery')} />
            <Radio value="pickup" disabled={disabled} label={t('builder.walkthrough.fulfilmentPickup')} />
            <Radio value="both" disabled={disabled} label={t('builder.walkthrough.fulfilmentBoth')} />
          </Group>
        </Radio.Group>
        <Textarea
          label={t('builder.walkthrough.about')}
          value={profile.about ?? ''}
          maxLength={300}
          rows={3}
          disabled={disabled}
          error={errors.about}
          onChange={(event) => set({ about: event.currentTarget.value })}
          data-testid="walkthrough-about"
        />
      </Stack>
    </Card>
  );
}
