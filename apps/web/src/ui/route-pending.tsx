// Shown while a screen's code or data loads for more than a moment. Plain markup so the first
// screen's JavaScript does not grow with it.
import { useTranslation } from 'react-i18next';

export function RoutePending() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}
    >
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <circle cx="18" cy="18" r="15" fill="none" stroke="#d0e2ff" strokeWidth="4" />
        <path d="M18 3a15 15 0 0 1 15 15" fill="none" stroke="#1767f1" strokeWidth="4" strokeLinecap="round">
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 18 18"
            to="360 18 18"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
    </div>
  );
}
