// The booking slider of ?action=openBookingSlider, handed to the shell's sliders from the bookings
// feature (features do not import each other).
import { BookingSlider } from '../features/bookings/components/booking-slider.tsx';
import type { SliderProps } from '../features/shell/sliders/slider-props.ts';

export function WiredBookingSlider({ onClose }: SliderProps) {
  return <BookingSlider onClose={onClose} />;
}
