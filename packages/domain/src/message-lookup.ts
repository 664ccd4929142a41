// Finds a message of the API or the domain by its English text (message-translations/texts.ts)
// and answers it from one language's table; a text built from a template keeps its values. Kept
// apart from the tables so the admin app loads only the table of the language in use.
import { MESSAGE_TEXTS, type MessageId, type MessageTranslations } from './message-translations/texts.ts';

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The `{placeholders}` of a message, sorted: a translation must keep the English's. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort();
}

interface Template {
  id: MessageId;
  pattern: RegExp;
  names: string[];
}

const exact = new Map<string, MessageId>();
const templates: Template[] = [];
for (const [id, english] of Object.entries(MESSAGE_TEXTS) as [MessageId, string][]) {
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (names.length === 0) {
    exact.set(english, id);
    continue;
  }
  const source = english
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  templates.push({ id, pattern: new RegExp(`^${source}$`, 's'), names });
}

/** The message from the table, or the English when the table is absent or has no such text. */
export function translateWith(text: string, table: MessageTranslations | undefined): string {
  if (!table) return text;
  const id = exact.get(text);
  if (id) return table[id];
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = new Map(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    return table[template.id].replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return text;
}
