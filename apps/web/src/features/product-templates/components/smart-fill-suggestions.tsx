// SmartFill in the product form (store setting globalSmartFill): while it is on, the new product's
// typed name or barcode is looked up in the template catalogue; choosing a match fills the form's
// empty fields (packages/domain smartFillPatch). Off, it shows nothing and asks the server nothing.
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type ProductTemplate,
  type SmartFillFields,
  smartFillPatch,
  smartFillTerm,
} from '@storekeep/domain/product-templates';
import { IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoneyPrice } from '../../../app/format.ts';
import { useSmartFill } from '../api/smart-fill.ts';
import { useApprovedTemplates } from '../api/templates.ts';

const SHOWN = 5;
const TYPING_PAUSE_MS = 300;

export interface SmartFillSuggestionsProps {
  name: string;
  barcode: string;
  current: () => SmartFillFields;
  apply: (patch: Partial<SmartFillFields>) => void;
}

export function SmartFillSuggestions(props: SmartFillSuggestionsProps) {
  const setting = useSmartFill(true);
  if (setting.data?.globalSmartFill !== 1) return null;
  return <Suggestions {...props} />;
}

function Suggestions({ name, barcode, current, apply }: SmartFillSuggestionsProps) {
  const { t } = useTranslation();
  const [term] = useDebouncedValue(smartFillTerm(name, barcode), TYPING_PAUSE_MS);
  const found = useApprovedTemplates(term ?? '', 1, term !== null);
  // Nothing to offer once the name is a template's own (it was just chosen, or typed in full).
  const matches = (found.data?.templates ?? []).filter((tpl) => tpl.name !== name.trim()).slice(0, SHOWN);
  if (term === null || matches.length === 0) return null;
  const choose = (template: ProductTemplate) => apply(smartFillPatch(template, current()));
  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      bg="var(--mantine-color-blue-light)"
      data-testid="smart-fill-suggestions"
    >
      <Group gap={6} mb={6}>
        <IconWand size={16} aria-hidden />
        <Text size="sm" fw={600}>
          {t('productTemplates.smartFillSuggestions')}
        </Text>
      </Group>
      <Stack gap={4}>
        {matches.map((template) => (
          <Group key={template.templateId} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" style={{ minWidth: 0, flex: 1 }} truncate>
              {template.name}
              <Text span size="xs" c="gray.7">
                {' '}
                {[
                  template.barcode,
                  template.pricePaise > 0 ? formatMoneyPrice(template.pricePaise, { symbol: true }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Text>
            <Button
              size="compact-sm"
              variant="white"
              style={{ flexShrink: 0 }}
              onClick={() => choose(template)}
              data-testid={`smart-fill-use-${template.templateId}`}
            >
              {t('productTemplates.smartFillUse')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
