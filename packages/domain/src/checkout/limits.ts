/**
 * The longest comment an order takes (the checkout counts towards it). A module without zod: the
 * checkout page reads it without loading the order schema (bench/README.md, storefront JS).
 */
export const COMMENT_MAX_LENGTH = 2000;
