/**
 * A postcode as the delivery areas list them: 4 (AT, CH) or 5 (DE) digits
 * (docs/decisions/016). A file of its own: the storefront's checkout checks postcodes with it and
 * must not load the back-office's organisation contracts (their schemas are built when the module
 * is evaluated, in the checkout's first long task; bench/README.md, P6).
 */
export const POSTCODE_PATTERN = /^\d{4,5}$/;
