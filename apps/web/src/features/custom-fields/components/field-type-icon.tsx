// One icon per custom-field type, for the picker and the list.
import type { CustomFieldType } from '@storekeep/domain/custom-fields';
import {
  IconAlignLeft,
  IconCalendar,
  IconCheckbox,
  IconCircleDot,
  IconClock,
  IconLetterT,
  IconPaperclip,
  IconSelector,
} from '@tabler/icons-react';

const ICONS = {
  text: IconLetterT,
  date: IconCalendar,
  time: IconClock,
  paragraph: IconAlignLeft,
  mulChoice: IconCircleDot,
  dropdown: IconSelector,
  checkbox: IconCheckbox,
  attachment: IconPaperclip,
} as const;

export function FieldTypeIcon({ type, size = 18 }: { type: CustomFieldType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} />;
}
