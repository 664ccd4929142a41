// Dates and times of the messages screens in the user's language (Indian calendar conventions).
import { useTranslation } from 'react-i18next';

export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-IN' : `${i18n.language}-IN`, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (iso) => format.format(new Date(iso));
}
