import type { Branch } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';
import { reopeningDayLabel } from './notices.ts';
import { hoursForMethod, ORDER_WINDOW_DAYS } from './open-state.ts';
import { ORDER_TIME_STEP_MINUTES, orderWindow } from './order-times.ts';
import { findFirstOpenTime } from './slots.ts';
import { formatZonedTime, localDateOf } from './time-zone.ts';

type OrderTimeBranch = Pick<
  Branch,
  | 'openingHours'
  | 'deliveryHours'
  | 'isDeliveryHoursEnabled'
  | 'isTakeawayEnabled'
  | 'isDeliveryEnabled'
  | 'isDineInEnabled'
  | 'orderableFrom'
>;

/** The earliest time an order of one type could be served: an instant and its display parts. */
export type NextOrderTime = {
  readonly method: DeliveryMethod;
  readonly instant: Date;
  /** 'HH:mm' in the shop's zone. */
  readonly time: string;
  readonly isToday: boolean;
  /** The weekday name within a week, else the date (as in 'Wir öffnen wieder am {day}'). */
  readonly day: string;
};

/**
 * The order type a branch card speaks of (spec §2 "pickup time line"): takeaway when the branch
 * offers it, else delivery, else dine-in; null when it offers none.
 */
export function primaryOrderMethod(branch: OrderTimeBranch): DeliveryMethod | null {
  if (branch.isTakeawayEnabled) return 'takeaway';
  if (branch.isDeliveryEnabled) return 'delivery';
  if (branch.isDineInEnabled) return 'dineIn';
  return null;
}

/**
 * The earliest possible order time of a type: not before now (rounded up to the 5-minute order
 * grid, spec §9) and not before the branch's orderableFrom, within the hours of that type
 * (delivery hours for delivery, opening hours otherwise), searched within the 180-day window.
 * Null when the type is not offered or no time exists in the window.
 */
export function nextOrderTime(
  branch: OrderTimeBranch,
  now: Date,
  timeZone: string,
  method: DeliveryMethod | null = primaryOrderMethod(branch),
): NextOrderTime | null {
  if (method === null) return null;
  const { earliest } = orderWindow({ now, timeZone, orderableFrom: branch.orderableFrom });
  const instant = findFirstOpenTime(
    hoursForMethod(branch, method),
    earliest,
    timeZone,
    ORDER_TIME_STEP_MINUTES,
    ORDER_WINDOW_DAYS,
  );
  if (!instant) return null;
  return {
    method,
    instant,
    time: formatZonedTime(instant, timeZone),
    isToday: localDateOf(instant, timeZone) === localDateOf(now, timeZone),
    day: reopeningDayLabel(instant, now, timeZone),
  };
}
