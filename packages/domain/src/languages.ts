// The nine languages of shared-blocks.md §9 with their native names, and the language-modal
// rules of §4 and §6.

export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE_CODE: LanguageCode = 'en';
/** The first-time welcome has pages 1 to 3; the last page saves the choice. */
export const LANGUAGE_MODAL_PAGES = 3;

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Any other or missing value falls back to en. */
export function normalizeLanguage(value: string | null | undefined): LanguageCode {
  const code = value?.trim().toLowerCase() ?? '';
  return isLanguageCode(code) ? code : DEFAULT_LANGUAGE_CODE;
}

export function nativeName(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)!.nativeName;
}

export interface LanguageModalContext {
  isAdmin: boolean;
  hasChosenLanguage: boolean;
  isFirstAccess: boolean;
  supplierType: string;
}

/**
 * Shown to an admin or to users who already chose a language, but not on first access; a B2C
 * account always sees it.
 */
export function shouldShowLanguageModal(ctx: LanguageModalContext): boolean {
  if (ctx.supplierType === 'B2C') return true;
  if (ctx.isFirstAccess) return false;
  return ctx.isAdmin || ctx.hasChosenLanguage;
}

/** The page reloads when the saved language differs from the one in use. */
export function needsReload(current: string, chosen: string): boolean {
  return normalizeLanguage(current) !== normalizeLanguage(chosen);
}
