/**
 * zod (inside @shop/domain) probes for `new Function` when its schemas are built, unless it runs
 * "jitless". Our CSP has no 'unsafe-eval', so the probe is reported as a policy violation (a console
 * error) although zod catches it. zod reads its global config from this global before any schema
 * exists; the entry sets it, so it is in place before the storefront chunk loads zod.
 */
const zodScope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodScope.__zod_globalConfig = { ...zodScope.__zod_globalConfig, jitless: true };
