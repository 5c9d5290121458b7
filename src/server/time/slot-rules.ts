import { earliestBookingDay, isSlotPast } from '../../shared/booking-slots.ts';
import { badRequest } from '../errors.ts';

/** The fields that set an interview's slot, in a change of state or a PATCH. */
const SLOT_FIELDS = [
  ['bookedDate', 'bookedTime'],
  ['rescheduledBookedDate', 'rescheduledBookedTime'],
] as const;

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** Whether the input names a slot field. */
export const namesSlot = (input: Record<string, unknown>) =>
  SLOT_FIELDS.some(([d, t]) => input[d] !== undefined || input[t] !== undefined);

/**
 * Refuses a slot that has begun at `now`, in the firm's time (issue 26): staff may not move an interview into the
 * past. 400 with the field at fault: the date when the day has gone, the time when it is today but earlier. With
 * `current` (the stored record, for a PATCH that sends every field back), only a slot that changes is checked,
 * so that the notes of an interview that took place can still be saved.
 */
export function refusePastSlots(input: Record<string, unknown>, now: Date, current?: Record<string, unknown>): void {
  for (const [dateKey, timeKey] of SLOT_FIELDS) {
    const day = text(input[dateKey] ?? current?.[dateKey]);
    const time = text(input[timeKey] ?? current?.[timeKey]);
    if (!day) continue;
    if (current && day === text(current[dateKey]) && time === text(current[timeKey])) continue;
    if (isSlotPast(now, day, null)) {
      throw badRequest('This day has passed', { [dateKey]: 'validation.dateInPast' });
    }
    if (isSlotPast(now, day, time)) throw badRequest('This time has passed', { [timeKey]: 'validation.slotInPast' });
  }
}

/**
 * A client's booking (issue 26): not in the past, and not before the firm's notice of `notice` working days
 * (BOOKING_NOTICE_DAYS), counted from the firm's today at `now`.
 */
export function refuseBookingSlot(booking: { bookedDate: string; bookedTime: string }, now: Date, notice: number) {
  refusePastSlots(booking, now);
  if (booking.bookedDate < earliestBookingDay(now, notice)) {
    throw badRequest('Too soon: the firm needs more notice', { bookedDate: 'validation.bookingNotice' });
  }
}
