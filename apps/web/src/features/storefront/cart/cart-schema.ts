// The domain's cart schema (zod) in a chunk of its own, loaded by persisted-cart.ts when needed.
export { parsePersistedCart } from '@shop/domain';
