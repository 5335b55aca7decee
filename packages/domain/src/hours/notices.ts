import type { Branch } from '../contracts/entities.ts';
import type { DeliveryMethod } from '../contracts/enums.ts';
import { fillMessage, MESSAGES } from '../messages.ts';
import { daysBetween, formatLocalDate, WEEKDAY_NAMES, weekdayIndex } from './local-date.ts';
import {
  branchOpenStatus,
  deliveryOpenStatus,
  isBranchOpen,
  isDeliveryOpen,
  isOpenForMethod,
} from './open-state.ts';
import { formatZonedTime, localDateOf } from './time-zone.ts';

type NoticeBranch = Pick<
  Branch,
  | 'openingHours'
  | 'deliveryHours'
  | 'isDeliveryHoursEnabled'
  | 'isPreorderEnabled'
  | 'isTakeawayEnabled'
  | 'isDineInEnabled'
  | 'isDeliveryEnabled'
  | 'closedMessage'
>;

/** The {day} of a reopening text: the weekday name within a week, else the date (our choice). */
export function reopeningDayLabel(next: Date, now: Date, timeZone: string): string {
  const date = localDateOf(next, timeZone);
  const distance = daysBetween(localDateOf(now, timeZone), date);
  if (distance < 7) return WEEKDAY_NAMES[weekdayIndex(date)] ?? formatLocalDate(date);
  return formatLocalDate(date);
}

/**
 * spec §8: 'Wir öffnen wieder um {time} Uhr.' (today) or '… am {day} um {time} Uhr.'; for delivery
 * 'Wir liefern wieder ab {time} Uhr.' or '… am {day} ab {time} Uhr.'.
 */
export function reopeningText(
  next: Date,
  now: Date,
  timeZone: string,
  kind: 'opening' | 'delivery',
): string {
  const time = formatZonedTime(next, timeZone);
  const isToday = localDateOf(next, timeZone) === localDateOf(now, timeZone);
  if (kind === 'opening') {
    if (isToday) return fillMessage(MESSAGES.reopensToday, { time });
    const day = reopeningDayLabel(next, now, timeZone);
    return fillMessage(MESSAGES.reopensOnDay, { day, time });
  }
  if (isToday) return fillMessage(MESSAGES.deliveryResumesToday, { time });
  const day = reopeningDayLabel(next, now, timeZone);
  return fillMessage(MESSAGES.deliveryResumesOnDay, { day, time });
}

/** spec §4: when closed, the next shift, else closedMessage, else 'Geschlossen'; null while open. */
export function closedStatusText(branch: NoticeBranch, now: Date, timeZone: string): string | null {
  const status = branchOpenStatus(branch, now, timeZone);
  if (status.isOpen) return null;
  if (status.nextOpening) return reopeningText(status.nextOpening, now, timeZone, 'opening');
  return branch.closedMessage?.trim() ? branch.closedMessage : MESSAGES.closed;
}

function meanwhileText(branch: NoticeBranch): string | null {
  if (branch.isTakeawayEnabled && branch.isDineInEnabled) return MESSAGES.meanwhileTakeawayOrDineIn;
  if (branch.isTakeawayEnabled) return MESSAGES.meanwhileTakeaway;
  if (branch.isDineInEnabled) return MESSAGES.meanwhileDineIn;
  return null;
}

/** spec §8 closed notices of the ordering page, as lines in display order; empty when nothing to say. */
export function orderingNotices(branch: NoticeBranch, now: Date, timeZone: string): string[] {
  if (!isBranchOpen(branch, now, timeZone)) {
    const lines: string[] = [MESSAGES.closedNow];
    const reopening = closedStatusText(branch, now, timeZone);
    if (reopening && reopening !== MESSAGES.closed) lines.push(reopening);
    if (branch.isPreorderEnabled)
      lines.push(MESSAGES.preorderWelcome, MESSAGES.preorderProcessedLater);
    return lines;
  }
  if (!branch.isDeliveryEnabled || isDeliveryOpen(branch, now, timeZone)) return [];
  const lines: string[] = [MESSAGES.deliveryUnavailableNow];
  const next = deliveryOpenStatus(branch, now, timeZone).nextOpening;
  if (next) lines.push(reopeningText(next, now, timeZone, 'delivery'));
  const meanwhile = meanwhileText(branch);
  if (meanwhile) lines.push(meanwhile);
  if (branch.isPreorderEnabled) lines.push(MESSAGES.preorderWelcome);
  return lines;
}

/**
 * spec §8 checkout closed notices for the chosen order type; empty while it can be served now.
 * Delivery while the branch is otherwise open reads 'Derzeit bieten wir leider keine Lieferung an.'.
 */
export function checkoutNotices(
  branch: NoticeBranch,
  method: DeliveryMethod,
  now: Date,
  timeZone: string,
): string[] {
  if (isOpenForMethod(branch, method, now, timeZone)) return [];
  const preorder = branch.isPreorderEnabled ? [MESSAGES.checkoutPreorder] : [];
  const isDeliveryOnlyDown = method === 'delivery' && isBranchOpen(branch, now, timeZone);
  return [isDeliveryOnlyDown ? MESSAGES.checkoutNoDelivery : MESSAGES.checkoutClosed, ...preorder];
}
