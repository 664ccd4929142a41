// The web tree view: expand/collapse, checkboxes with the partial state, Hide / Unhide / Delete for
// the checked ones, drag reorder among siblings (@dnd-kit) and move up/down, and the row dialogs.
// Large trees paint progressively (use-progressive-count.ts).
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button, Group, Paper, Text } from '@mantine/core';
import { reorderPayload } from '@storekeep/domain/categories';
import { type CategoryItem, type CategoryTreeReply, reorderBody } from '@storekeep/domain/category-api';
import { IconEye, IconEyeOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveCategory, useReorderCategories } from '../api/category-changes.ts';
import { CategoryDialogs, type Dialog } from './category-dialogs.tsx';
import { CategoryRow, type RowAction } from './category-row.tsx';
import { showChangeDone, showChangeFailed } from './change-feedback.tsx';
import { type SelectionAction, SelectionActionModal } from './selection-actions.tsx';
import {
  checkStatesOf,
  childCounts,
  keepExisting,
  siblingEnds,
  siblingsOf,
  toDomain,
  toggleCheck,
  visibleRows,
} from './tree-view-model.ts';
import { useProgressiveCount } from './use-progressive-count.ts';

export function WebCategoryTree({ tree }: { tree: CategoryTreeReply }) {
  const { t } = useTranslation();
  const items = tree.categories;
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const [checkedRaw, setChecked] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [pending, setPending] = useState<{ action: SelectionAction; ids: number[] } | null>(null);
  const move = useMoveCategory();
  const reorder = useReorderCategories();

  const checked = useMemo(() => keepExisting(items, checkedRaw), [items, checkedRaw]);
  const children = useMemo(() => childCounts(items), [items]);
  const expanded = useMemo(
    () => new Set(items.filter((i) => !collapsed.has(i.id)).map((i) => i.id)),
    [items, collapsed],
  );
  const rows = useMemo(() => visibleRows(items, expanded), [items, expanded]);
  const states = useMemo(() => checkStatesOf(items, checked), [items, checked]);
  const ends = useMemo(() => siblingEnds(items), [items]);
  const count = useProgressiveCount(rows.length);
  const shown = rows.slice(0, count);
  const canDelete = !tree.isCategoryAutomated;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const dragged = items.find((i) => i.id === active.id);
    // Drag reorders among siblings: dropped on a row inside a sibling's subtree, it goes by that sibling.
    let target = items.find((i) => i.id === over.id);
    while (target && dragged && target.parentId !== dragged.parentId)
      target = items.find((i) => i.id === target?.parentId);
    if (!dragged || !target || target.id === dragged.id) return;
    const siblings = siblingsOf(items, dragged);
    const order = arrayMove(
      siblings,
      siblings.findIndex((s) => s.id === dragged.id),
      siblings.findIndex((s) => s.id === target.id),
    );
    const positions = new Map(order.map((s, i) => [s.id, i + 1]));
    const next = toDomain(items).map((c) =>
      positions.has(c.id) ? { ...c, position: positions.get(c.id)! } : c,
    );
    reorder.mutate(reorderBody(reorderPayload(next)), {
      onSuccess: (reply) => showChangeDone(reply),
      onError: showChangeFailed,
    });
  };

  const act = (item: CategoryItem, action: RowAction) => {
    if (action === 'up' || action === 'down')
      return move.mutate(
        { id: item.id, direction: action },
        { onSuccess: (reply) => showChangeDone(reply), onError: showChangeFailed },
      );
    if (action === 'hide' || action === 'unhide' || action === 'delete')
      return setPending({ action, ids: [item.id] });
    if (action === 'addChild') return setDialog({ kind: 'add', parent: item });
    setDialog({ kind: action, item });
  };

  const selected = [...checked];
  return (
    <>
      {/* Stays in view over a long tree, so the checked ones can be acted on from anywhere. */}
      <Group
        justify="space-between"
        mb="sm"
        gap="xs"
        py="xs"
        bg="var(--mantine-color-body)"
        style={{ position: 'sticky', top: 60, zIndex: 3 }}
      >
        <Group gap="xs">
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ kind: 'add', parent: null })}
            data-testid="category-add"
          >
            {t('categories.add')}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setCollapsed(collapsed.size > 0 ? new Set() : new Set(children.keys()))}
            data-testid="category-toggle-all"
          >
            {t(collapsed.size > 0 ? 'categories.expandAll' : 'categories.collapseAll')}
          </Button>
        </Group>
        <Group gap="xs" data-testid="category-selection-bar">
          <Text size="sm" c="dimmed" data-testid="category-selected-count">
            {t('categories.selected', { count: selected.length })}
          </Text>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconEyeOff size={14} />}
            disabled={selected.length === 0}
            onClick={() => setPending({ action: 'hide', ids: selected })}
            data-testid="category-hide"
          >
            {t('categories.hide')}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconEye size={14} />}
            disabled={selected.length === 0}
            onClick={() => setPending({ action: 'unhide', ids: selected })}
            data-testid="category-unhide"
          >
            {t('categories.unhide')}
          </Button>
          {canDelete && (
            <Button
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              disabled={selected.length === 0}
              onClick={() => setPending({ action: 'delete', ids: selected })}
              data-testid="category-delete"
            >
              {t('categories.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder radius="md" data-testid="category-tree">
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={shown.map((r) => r.id)} strategy={verticalListSortingStrategy}>
            {shown.map((item) => {
              return (
                <CategoryRow
                  key={item.id}
                  item={item}
                  hasChildren={(children.get(item.id) ?? 0) > 0}
                  expanded={expanded.has(item.id)}
                  check={states.get(item.id) ?? 'unchecked'}
                  isFirst={ends.first.has(item.id)}
                  isLast={ends.last.has(item.id)}
                  canDelete={canDelete}
                  onToggleExpand={() => {
                    const next = new Set(collapsed);
                    if (next.has(item.id)) next.delete(item.id);
                    else next.add(item.id);
                    setCollapsed(next);
                  }}
                  onToggleCheck={() => setChecked(toggleCheck(items, checked, item.id))}
                  onAction={(action) => act(item, action)}
                />
              );
            })}
          </SortableContext>
        </DndContext>
        {count < rows.length && (
          <Text ta="center" size="sm" c="dimmed" py="sm" data-testid="category-more">
            {t('categories.showing', { count, total: rows.length })}
          </Text>
        )}
      </Paper>
      <CategoryDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onCreated={(parentId) => {
          if (parentId === null) return;
          const next = new Set(collapsed);
          next.delete(parentId);
          setCollapsed(next);
        }}
      />
      <SelectionActionModal
        action={pending?.action ?? null}
        ids={pending?.ids ?? []}
        onClose={() => setPending(null)}
        onDone={(action) => {
          setPending(null);
          if (action !== 'unhide') setChecked(new Set());
        }}
      />
    </>
  );
}
