/** spec §4/§9: the branch page reloads categories, products and menus every 4 hours … */
export const MENU_RELOAD_INTERVAL_MS = 4 * 60 * 60 * 1000;
/** … checked every 10 seconds. */
export const MENU_RELOAD_CHECK_INTERVAL_MS = 10 * 1000;

/** True when menu data loaded at `loadedAtMs` is due for a reload at `nowMs` (both epoch ms). */
export function isMenuReloadDue(loadedAtMs: number, nowMs: number): boolean {
  if (!Number.isFinite(loadedAtMs)) return true;
  return nowMs - loadedAtMs >= MENU_RELOAD_INTERVAL_MS;
}
