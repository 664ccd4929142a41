// The featured blocks' picker of the store's own products and categories, shown in the block's
// fields: search by name, pictures and prices, the picks dragged (or moved a step) into the order
// the block shows them. The cards come from GET /site/catalogue (what a shopper may see).
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Avatar, Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { CatalogueSource } from '@storekeep/blocks/catalogue';
import type { CataloguePickerProps } from '@storekeep/blocks/editor';
import type { CategoryCard, ProductCard } from '@storekeep/blocks/metadata';
import { imagePath } from '@storekeep/domain/image-path';
import {
  IconArrowDown,
  IconArrowUp,
  IconCheck,
  IconGripVertical,
  IconPlus,
  IconSearch,
  IconX,
} from '@tabler/icons-react';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyPrice } from '../../../app/format.ts';
import { addPick, movePick, removePick, searchItems } from './catalogue-picks.ts';

/** The store's cards the picker chooses from (the editor provides them). */
export const CatalogueCardsContext = createContext<CatalogueSource | null>(null);

type Card = ProductCard | CategoryCard;

function isProduct(card: Card): card is ProductCard {
  return 'pricePaise' in card;
}

function thumbnailOf(card: Card): string | undefined {
  if (!card.imageUrl) return undefined;
  return isProduct(card) && card.imageHasVariants
    ? imagePath(card.imageUrl, { mobile: true })
    : card.imageUrl;
}

function CardLine({ card }: { card: Card }) {
  return (
    <>
      <Avatar src={thumbnailOf(card)} size={32} radius="sm" alt="">
        {card.name.slice(0, 1)}
      </Avatar>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" truncate="end" title={card.name}>
          {card.name}
        </Text>
        {isProduct(card) && !card.enquiryOnly && (
          <Text size="xs" c="dimmed">
            {formatMoneyPrice(card.pricePaise, { symbol: true })}
          </Text>
        )}
      </div>
    </>
  );
}

function PickedRow(props: {
  id: string;
  card: Card | undefined;
  index: number;
  count: number;
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: props.id, disabled: props.readOnly });
  const name = props.card?.name ?? props.id;
  return (
    <Group
      ref={sortable.setNodeRef}
      gap={6}
      wrap="nowrap"
      py={4}
      data-testid="picked-item"
      data-name={name}
      style={{
        transform: sortable.transform ? `translate3d(0, ${sortable.transform.y}px, 0)` : undefined,
        transition: sortable.transition,
        background: sortable.isDragging ? 'var(--mantine-color-blue-0)' : undefined,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      {props.count > 1 && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('siteEditor.picker.drag')}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={14} />
        </ActionIcon>
      )}
      {props.card ? (
        <CardLine card={props.card} />
      ) : (
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate="end">
            {props.id}
          </Text>
          <Text size="xs" c="orange.8">
            {t('siteEditor.picker.missing')}
          </Text>
        </div>
      )}
      {props.count > 1 && (
        <>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            disabled={props.readOnly || props.index === 0}
            onClick={() => props.onMove(props.index, props.index - 1)}
            aria-label={t('siteEditor.picker.moveUp', { name })}
          >
            <IconArrowUp size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            disabled={props.readOnly || props.index === props.count - 1}
            onClick={() => props.onMove(props.index, props.index + 1)}
            aria-label={t('siteEditor.picker.moveDown', { name })}
          >
            <IconArrowDown size={14} />
          </ActionIcon>
        </>
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        size="sm"
        disabled={props.readOnly}
        onClick={props.onRemove}
        aria-label={t('siteEditor.picker.remove', { name })}
      >
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

export function CataloguePicker({ kind, value, onChange, single, label, readOnly }: CataloguePickerProps) {
  const { t } = useTranslation();
  const source = useContext(CatalogueCardsContext);
  const [query, setQuery] = useState('');
  const cards: Card[] = useMemo(
    () => (kind === 'products' ? (source?.products ?? []) : (source?.categories ?? [])),
    [kind, source],
  );
  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  const found = useMemo(() => searchItems(cards, query, 20), [cards, query]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const locked = readOnly ?? false;

  const onDragEnd = (event: DragEndEvent) => {
    if (!event.over || event.active.id === event.over.id) return;
    onChange(movePick(value, value.indexOf(String(event.active.id)), value.indexOf(String(event.over.id))));
  };

  return (
    <Stack gap={6} data-testid={`catalogue-picker-${kind}`}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('siteEditor.picker.nonePicked')}
        </Text>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={value} strategy={verticalListSortingStrategy}>
            <div data-testid="picked-list">
              {value.map((id, index) => (
                <PickedRow
                  key={id}
                  id={id}
                  card={byId.get(id)}
                  index={index}
                  count={value.length}
                  readOnly={locked}
                  onMove={(from, to) => onChange(movePick(value, from, to))}
                  onRemove={() => onChange(removePick(value, id))}
                />
              ))}
            </div>
          </SortableContext>
        </DndContext>
      )}
      <TextInput
        size="xs"
        leftSection={<IconSearch size={14} />}
        placeholder={t(`siteEditor.picker.search.${kind}`)}
        aria-label={t(`siteEditor.picker.search.${kind}`)}
        value={query}
        disabled={locked}
        onChange={(event) => setQuery(event.currentTarget.value)}
        data-testid={`catalogue-search-${kind}`}
      />
      {cards.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t(`siteEditor.picker.empty.${kind}`)}
        </Text>
      ) : found.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('siteEditor.picker.noMatch', { query: query.trim() })}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={240} type="auto">
          {found.map((card) => {
            const picked = value.includes(card.id);
            return (
              <UnstyledButton
                key={card.id}
                w="100%"
                py={4}
                disabled={locked || picked}
                onClick={() => onChange(addPick(value, card.id, single))}
                aria-label={t('siteEditor.picker.add', { name: card.name })}
                data-testid="catalogue-result"
                data-name={card.name}
              >
                <Group gap={6} wrap="nowrap">
                  <CardLine card={card} />
                  {picked ? (
                    <IconCheck size={16} color="var(--mantine-color-teal-7)" />
                  ) : (
                    <IconPlus size={16} color="var(--mantine-color-blue-7)" />
                  )}
                </Group>
              </UnstyledButton>
            );
          })}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
