// The texts of packages/domain a screen shows without the server (VALIDATION_MESSAGES, payment
// names, the *_MESSAGES constants) in the app's language. Each language's table is loaded with
// its catalogue (i18n.ts changeLanguage); the server translates its own refusals.
import type { LanguageCode } from '@storekeep/domain/languages';
import type { translateWith } from '@storekeep/domain/message-lookup';
import type { MessageTranslations } from '@storekeep/domain/message-translations/texts';

type Loader = () => Promise<MessageTranslations>;
const LOADERS: Partial<Record<LanguageCode, Loader>> = {
  hi: () => import('@storekeep/domain/message-translations/hi').then((m) => m.hi),
  mr: () => import('@storekeep/domain/message-translations/mr').then((m) => m.mr),
  bn: () => import('@storekeep/domain/message-translations/bn').then((m) => m.bn),
  ta: () => import('@storekeep/domain/message-translations/ta').then((m) => m.ta),
  gu: () => import('@storekeep/domain/message-translations/gu').then((m) => m.gu),
  kn: () => import('@storekeep/domain/message-translations/kn').then((m) => m.kn),
  ml: () => import('@storekeep/domain/message-translations/ml').then((m) => m.ml),
  te: () => import('@storekeep/domain/message-translations/te').then((m) => m.te),
};

const loaded = new Map<string, MessageTranslations>();
/**
 * The lookup by English text, loaded with the first table: it holds every English message, which
 * an English screen never needs, so the first screen does not download it.
 */
let lookup: typeof translateWith | undefined;

export async function loadDomainMessages(language: LanguageCode): Promise<void> {
  const load = LOADERS[language];
  if (!load || loaded.has(language)) return;
  const [table, module] = await Promise.all([load(), import('@storekeep/domain/message-lookup')]);
  lookup = module.translateWith;
  loaded.set(language, table);
}

/**
 * The domain text in the language (i18n.language), English until its table is loaded; no text
 * stays none, so a form's optional error passes straight through.
 */
export function translateMessage<Text extends string | null | undefined>(text: Text, language: string): Text {
  const table = loaded.get(language);
  return (typeof text === 'string' && table && lookup ? lookup(text, table) : text) as Text;
}

/** Whether a server refusal is this domain text, in English or in the language (the server speaks the user's). */
export function isMessage(text: string, english: string, language: string): boolean {
  return text === english || text === translateMessage(english, language);
}
