/**
 * Import rules of the web app (decision 023): a back-office area folder
 * (features/backoffice/<area>/) imports only the kit (resource, fields, shell, session, ui,
 * home), shared code and config, never another area; storefront and back-office never import
 * each other. Run by `npm test` after Lint: `npx depcruise apps/web/src --config .dependency-cruiser.cjs`.
 */
const KIT = 'resource|fields|shell|session|ui|home';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-area-imports',
      comment:
        'A back-office area imports no other area: shared code moves down into the kit (resource/, fields/, ui/, …).',
      severity: 'error',
      from: { path: `^apps/web/src/features/backoffice/((?!(?:${KIT})/)[^/]+)/` },
      to: {
        path: `^apps/web/src/features/backoffice/((?!(?:${KIT})/)[^/]+)/`,
        pathNot: '^apps/web/src/features/backoffice/$1/',
      },
    },
    {
      name: 'no-kit-to-area',
      comment: 'The kit sits below the areas: it imports no area folder.',
      severity: 'error',
      from: { path: `^apps/web/src/features/backoffice/(?:${KIT})/` },
      to: { path: `^apps/web/src/features/backoffice/((?!(?:${KIT})/)[^/]+)/` },
    },
    {
      name: 'no-storefront-to-backoffice',
      comment:
        'The storefront imports nothing of the back-office (and keeps it out of its chunks).',
      severity: 'error',
      from: { path: '^apps/web/src/features/storefront/' },
      to: { path: '^apps/web/src/features/backoffice/' },
    },
    {
      name: 'no-backoffice-to-storefront',
      comment:
        'The back-office imports nothing of the storefront; shared code lives in features/shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/backoffice/' },
      to: { path: '^apps/web/src/features/storefront/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.module\\.css$' },
    tsPreCompilationDeps: true,
  },
};
