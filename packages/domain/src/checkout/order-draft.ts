/** The order draft schema is a contract (contracts/order-draft.ts); this path keeps older imports working. */
export * from '../contracts/order-draft.ts';
