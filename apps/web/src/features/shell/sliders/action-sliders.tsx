// ?action=<name> opens a slider (back-office.md §2). Each slider is its own lazy chunk; the ones whose
// features come later say so instead of opening nothing. A slider of another feature comes through app/.
import { Center, Drawer, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AppData } from '@storekeep/domain/app-data';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SliderProps } from './slider-props.ts';

interface SliderEntry {
  /** i18n key of the drawer title. */
  title: string;
  component: LazyExoticComponent<ComponentType<SliderProps>>;
}

const PaymentSlider = lazy(() => import('./payment-slider.tsx').then((m) => ({ default: m.PaymentSlider })));
const TaxSlider = lazy(() => import('./tax-slider.tsx').then((m) => ({ default: m.TaxSlider })));
const CustomFieldsSlider = lazy(() =>
  import('./custom-fields-slider.tsx').then((m) => ({ default: m.CustomFieldsSlider })),
);
const BookingSlider = lazy(() =>
  import('../../../app/booking-slider.tsx').then((m) => ({ default: m.WiredBookingSlider })),
);
const LaterSlider = (feature: string) =>
  lazy(() =>
    import('./later-slider.tsx').then((m) => ({
      default: (props: SliderProps) => <m.LaterSlider {...props} feature={feature} />,
    })),
  );

export const ACTION_SLIDERS: Readonly<Record<string, SliderEntry>> = {
  openPaymentSlider: { title: 'sliders.payment', component: PaymentSlider },
  openTaxSlider: { title: 'sliders.tax', component: TaxSlider },
  openBookingSlider: { title: 'bookings.newBooking', component: BookingSlider },
  openWalkthrough: { title: 'sliders.walkthrough', component: LaterSlider('sliders.walkthrough') },
  openCustomFieldsSlider: { title: 'sliders.customFields', component: CustomFieldsSlider },
};

export function ActionSliders({ appData }: { appData: AppData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useMediaQuery('(max-width: 48em)');
  const action = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>).action,
  });
  const entry = typeof action === 'string' ? ACTION_SLIDERS[action] : undefined;

  const close = () => {
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const { action: _closed, ...rest } = previous;
        return rest;
      },
      replace: true,
    });
  };

  const Slider = entry?.component;
  return (
    <Drawer
      opened={Boolean(entry)}
      onClose={close}
      position="right"
      size={isMobile ? '100%' : 320}
      title={entry ? t(entry.title) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      transitionProps={{ duration: 500 }}
      data-testid="action-slider"
    >
      {Slider && (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          }
        >
          <Slider appData={appData} onClose={close} />
        </Suspense>
      )}
    </Drawer>
  );
}
