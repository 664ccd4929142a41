// Bookings use cases, one file each, as routes.ts and the shop's pages call them: the services'
// booking details and staff schedules, the calendar, booking, moving and closing, billing, and
// online booking on the published store.
export { billBooking } from './bill.ts';
export { createBooking, moveBooking, setBookingStatus } from './book.ts';
export {
  bookingSummary,
  customerBookings,
  freeSlots,
  getBooking,
  getCalendar,
  markOnlineSeen,
} from './calendar.ts';
export { bookOnline, shopBooking, shopFreeSlots, shopService, shopServices } from './online.ts';
export { listSchedules, listServices, saveSchedule, saveService } from './schedules.ts';
