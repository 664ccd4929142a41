// One row of the web tree: drag handle, expand/collapse, checkbox (with the partial state), image,
// name with its hidden marks, move up/down and the row menu.
import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Avatar, Badge, Checkbox, Group, Menu, Text } from '@mantine/core';
import { CATEGORY_MAX_LEVEL, CATEGORY_SCREEN_TITLES, type CheckState } from '@storekeep/domain/categories';
import type { CategoryItem } from '@storekeep/domain/category-api';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconEye,
  IconEyeOff,
  IconGripVertical,
  IconPencil,
  IconPhoto,
  IconPlus,
  IconSeo,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type RowAction =
  | 'rename'
  | 'addChild'
  | 'seo'
  | 'image'
  | 'hide'
  | 'unhide'
  | 'delete'
  | 'up'
  | 'down';

export function CategoryRow({
  item,
  hasChildren,
  expanded,
  check,
  isFirst,
  isLast,
  canDelete,
  onToggleExpand,
  onToggleCheck,
  onAction,
}: {
  item: CategoryItem;
  hasChildren: boolean;
  expanded: boolean;
  check: CheckState;
  isFirst: boolean;
  isLast: boolean;
  canDelete: boolean;
  onToggleExpand: () => void;
  onToggleCheck: () => void;
  onAction: (action: RowAction) => void;
}) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: item.id, data: { parentId: item.parentId } });
  const hidden = item.visibility === 'OFF_DISPLAY';
  const dimmed = hidden || item.isParentCategoryHidden;
  return (
    <Group
      ref={sortable.setNodeRef}
      wrap="nowrap"
      gap={6}
      px="xs"
      py={6}
      data-testid={`category-row-${item.id}`}
      data-name={item.name}
      data-hidden={hidden}
      data-parent-hidden={item.isParentCategoryHidden}
      style={{
        transform: sortable.transform ? `translate3d(0, ${sortable.transform.y}px, 0)` : undefined,
        transition: sortable.transition,
        paddingLeft: `calc(var(--mantine-spacing-xs) + ${(item.level - 1) * 28}px)`,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: sortable.isDragging ? 'var(--mantine-color-blue-0)' : undefined,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
      }}
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('categories.drag', { name: item.name })}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <IconGripVertical size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        onClick={onToggleExpand}
        disabled={!hasChildren}
        aria-label={t(expanded ? 'categories.collapse' : 'categories.expand', { name: item.name })}
        aria-expanded={hasChildren ? expanded : undefined}
        data-testid={`category-expand-${item.id}`}
        style={{ visibility: hasChildren ? 'visible' : 'hidden' }}
      >
        {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
      </ActionIcon>
      <Checkbox
        checked={check === 'checked'}
        indeterminate={check === 'partial'}
        onChange={onToggleCheck}
        aria-label={t('categories.select', { name: item.name })}
        data-testid={`category-check-${item.id}`}
        data-state={check}
      />
      <Avatar src={item.imageUrl} size={32} radius="sm" color="gray">
        <IconPhoto size={16} />
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={item.level === 1 ? 600 : 500} c={dimmed ? 'dimmed' : undefined} truncate="end">
            {item.name}
          </Text>
          {hidden && (
            <Badge size="xs" color="gray" variant="filled" data-testid={`category-hidden-${item.id}`}>
              {t('categories.hidden')}
            </Badge>
          )}
          {item.isParentCategoryHidden && (
            <Badge size="xs" color="orange" variant="light" data-testid={`category-parent-hidden-${item.id}`}>
              {t('categories.parentHidden')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {t('categories.products', { count: item.productCount })}
          {item.isSeoPresent ? t('categories.withSeo') : ''}
        </Text>
      </div>
      <Group gap={2} wrap="nowrap" visibleFrom="xs">
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={isFirst}
          onClick={() => onAction('up')}
          aria-label={t('categories.moveNameUp', { name: item.name })}
          title={t('categories.moveUp')}
          data-testid={`category-up-${item.id}`}
        >
          <IconArrowUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={isLast}
          onClick={() => onAction('down')}
          aria-label={t('categories.moveNameDown', { name: item.name })}
          title={t('categories.moveDown')}
          data-testid={`category-down-${item.id}`}
        >
          <IconArrowDown size={16} />
        </ActionIcon>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('categories.more', { name: item.name })}
            data-testid={`category-menu-${item.id}`}
          >
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={14} />}
            onClick={() => onAction('rename')}
            data-testid="category-action-rename"
          >
            {t('categories.rename')}
          </Menu.Item>
          {item.level < CATEGORY_MAX_LEVEL && (
            <Menu.Item
              leftSection={<IconPlus size={14} />}
              onClick={() => onAction('addChild')}
              data-testid="category-action-add-child"
            >
              {t('categories.addChild')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconPhoto size={14} />}
            onClick={() => onAction('image')}
            data-testid="category-action-image"
          >
            {t('categories.image')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconSeo size={14} />}
            onClick={() => onAction('seo')}
            data-testid="category-action-seo"
          >
            {CATEGORY_SCREEN_TITLES.seo}
          </Menu.Item>
          <Menu.Item
            hiddenFrom="xs"
            leftSection={<IconArrowUp size={14} />}
            disabled={isFirst}
            onClick={() => onAction('up')}
          >
            {t('categories.moveUp')}
          </Menu.Item>
          <Menu.Item
            hiddenFrom="xs"
            leftSection={<IconArrowDown size={14} />}
            disabled={isLast}
            onClick={() => onAction('down')}
          >
            {t('categories.moveDown')}
          </Menu.Item>
          {hidden ? (
            <Menu.Item
              leftSection={<IconEye size={14} />}
              onClick={() => onAction('unhide')}
              data-testid="category-action-unhide"
            >
              {t('categories.unhide')}
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconEyeOff size={14} />}
              onClick={() => onAction('hide')}
              data-testid="category-action-hide"
            >
              {t('categories.hide')}
            </Menu.Item>
          )}
          {canDelete && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onAction('delete')}
              data-testid="category-action-delete"
            >
              {t('categories.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
