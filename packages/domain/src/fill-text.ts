// A text with its `{name}` placeholders replaced from vars; unknown ones are kept as they are.
// Kept apart from the language tables so a small module (zod-messages.ts) takes it without them.
export function fillText(text: string, vars?: Readonly<Record<string, string | number>>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
