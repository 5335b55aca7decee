import { z } from 'zod';

/**
 * The status page's address of an order in a path (`/:uid/:hash`). Any string passes: a wrong
 * uid or hash is answered by the status page's own constant-time check with the same 404 as an
 * unknown order, never with a validation error that would tell them apart.
 */
export const publicOrderParams = z.object({ uid: z.string(), hash: z.string() });
