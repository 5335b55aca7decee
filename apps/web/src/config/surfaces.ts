/**
 * The split between the two surfaces, all the entry needs to choose one: the whole route table
 * (paths.ts) stays out of the entry and loads with the surface's chunk (docs/budgets.md P5).
 */

/** The back-office's route pattern (React Router). */
export const BACKOFFICE_ROUTE = '/backend/*';

/** True for paths the back-office owns (its chunk, its 401 handling). */
export function isBackofficePath(pathname: string): boolean {
  return pathname === '/backend' || pathname.startsWith('/backend/');
}
