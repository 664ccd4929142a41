// The mobile default screen's list: checkboxes with the partial state, expand/collapse, hidden marks;
// in parent-select mode a tap picks the parent instead. Painted progressively.
import { ActionIcon, Badge, Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import { CATEGORY_MAX_LEVEL, type CheckState } from '@storekeep/domain/categories';
import type { CategoryItem } from '@storekeep/domain/category-api';
import { IconChevronDown, IconChevronRight, IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childCounts, visibleRows } from './tree-view-model.ts';
import { useProgressiveCount } from './use-progressive-count.ts';

export function MobileCategoryList({
  items,
  states,
  parentSelect,
  onToggleCheck,
  onEdit,
  onPickParent,
}: {
  items: CategoryItem[];
  states: Map<number, CheckState>;
  parentSelect: boolean;
  onToggleCheck: (id: number) => void;
  onEdit: (item: CategoryItem) => void;
  onPickParent: (item: CategoryItem) => void;
}) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const children = useMemo(() => childCounts(items), [items]);
  // Parent-select lists only the categories that can take a child.
  const candidates = parentSelect ? items.filter((i) => i.level < CATEGORY_MAX_LEVEL) : items;
  const expanded = new Set(candidates.filter((i) => !collapsed.has(i.id)).map((i) => i.id));
  const rows = visibleRows(candidates, expanded);
  const count = useProgressiveCount(rows.length);
  const toggle = (id: number) => {
    const next = new Set(collapsed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setCollapsed(next);
  };
  return (
    <div data-testid="mobile-category-list">
      {rows.slice(0, count).map((item) => {
        const hidden = item.visibility === 'OFF_DISPLAY';
        const hasChildren = (children.get(item.id) ?? 0) > 0;
        const label = (
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text
              fw={item.level === 1 ? 600 : 400}
              c={hidden || item.isParentCategoryHidden ? 'dimmed' : undefined}
              truncate="end"
            >
              {item.name}
            </Text>
            <Group gap={4}>
              {hidden && (
                <Badge size="xs" color="gray" variant="filled" data-testid={`category-hidden-${item.id}`}>
                  {t('categories.hidden')}
                </Badge>
              )}
              {item.isParentCategoryHidden && (
                <Badge
                  size="xs"
                  color="orange"
                  variant="light"
                  data-testid={`category-parent-hidden-${item.id}`}
                >
                  {t('categories.parentHidden')}
                </Badge>
              )}
            </Group>
          </div>
        );
        return (
          <Group
            key={item.id}
            wrap="nowrap"
            gap={6}
            py={8}
            pr="xs"
            data-testid={`category-row-${item.id}`}
            data-name={item.name}
            style={{
              paddingLeft: 8 + (item.level - 1) * 20,
              borderBottom: '1px solid var(--mantine-color-gray-2)',
              minHeight: 48,
            }}
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="md"
              onClick={() => toggle(item.id)}
              aria-label={t(expanded.has(item.id) ? 'categories.collapse' : 'categories.expand', {
                name: item.name,
              })}
              style={{ visibility: hasChildren ? 'visible' : 'hidden' }}
            >
              {expanded.has(item.id) ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
            </ActionIcon>
            {parentSelect ? (
              <UnstyledButton
                style={{ flex: 1, minWidth: 0 }}
                onClick={() => onPickParent(item)}
                data-testid={`pick-parent-${item.id}`}
              >
                {label}
              </UnstyledButton>
            ) : (
              <>
                <Checkbox
                  size="md"
                  checked={states.get(item.id) === 'checked'}
                  indeterminate={states.get(item.id) === 'partial'}
                  onChange={() => onToggleCheck(item.id)}
                  aria-label={t('categories.select', { name: item.name })}
                  data-testid={`category-check-${item.id}`}
                />
                {label}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={() => onEdit(item)}
                  aria-label={t('categories.edit', { name: item.name })}
                  data-testid={`category-edit-${item.id}`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </>
            )}
          </Group>
        );
      })}
    </div>
  );
}
