// Dates and times of the messages screens in the user's language (Indian calendar conventions).
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format.ts';

export function useDateTime(): (iso: string) => string {
  // Subscribes the screen to language changes; the text itself comes from the shared formatter.
  useTranslation();
  return (iso) => formatDate(iso, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}
