/** The full-slots answer's contract, loaded lazily by full-slots.ts (it holds zod). */
export { fullSlotsSchema } from '@shop/domain';
