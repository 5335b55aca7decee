/** "7:05 Std." for 425 minutes (negative values are shown as 0). */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')} Std.`;
}

/** "HH:MM" of an ISO instant in the shop's time zone, through the domain's zone rules. */
export { formatZonedTime } from '@shop/domain';
