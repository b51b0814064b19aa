import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/**
 * Import layers. A folder may import from the folders below it, never from those above, so a
 * lower layer can be read, tested and reused without the rest. Cross-folder imports in the apps go
 * through the `@/` alias; the regex also catches a relative path that climbs into a folder above.
 */
const forbid = (folders, why) => ({
  regex: `^(@/|(\\.\\./)+)(${folders.join('|')})(/|$)`,
  message: why,
})
/** The whole Payload config, by its tsconfig alias: only routes, the API and the seed may load it. */
const forbidConfig = (why) => ({ regex: '^@payload-config$', message: why })
/** The site's pages link through components/ui/link.tsx, which prefetches on the visitor's reach. */
const SITE_PATHS = [
  {
    name: 'next/link',
    message: "Import Link from '@/components/ui/link' (it prefetches a page when reached for).",
  },
]
const layer = (files, folders, why, config = false, paths = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths, patterns: [forbid(folders, why), ...(config ? [forbidConfig(why)] : [])] },
    ],
  },
})

const CMS = 'apps/cms/src'
/** cms: everything that holds or guards content, below the public API and the Next routes. */
const CMS_DOMAIN = [
  'collections',
  'globals',
  'hooks',
  'review',
  'audit',
  'search',
  'notify',
  'sensitive',
  'inspection',
  'imports',
  'offices',
  'components',
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      'apps/cms/src/migrations/**',
      'apps/cms/src/payload-types.ts',
      'apps/cms/src/app/(payload)/admin/importMap.js',
      '**/next-env.d.ts',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // TypeScript checks names; plain scripts run on Node, whose globals ESLint does not know.
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is read and checked in one module per app (lib/env.ts); everything else imports it.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through lib/env.ts.' },
      ],
    },
  },
  // cms, bottom to top: lib, access, fields → content modules → api → app (Next routes). The seed
  // writes through Payload like an editor would, never through an API handler.
  layer(
    [`${CMS}/{lib,access,fields}/**`],
    [...CMS_DOMAIN, 'api', 'app', 'seed', 'payload\\.config'],
    'lib/, access/ and fields/ are the bottom layer of the cms: they import only each other.',
    true,
  ),
  layer(
    CMS_DOMAIN.map((d) => `${CMS}/${d}/**`),
    ['api', 'app', 'seed', 'payload\\.config'],
    'Content modules sit below the Payload config, the public API, the routes and the seed.',
    true,
  ),
  layer(
    [`${CMS}/api/**`],
    ['app', 'seed', 'components'],
    'The public API does not import routes, the seed or console components.',
  ),
  layer(
    [`${CMS}/seed/**`],
    ['api', 'app', 'components'],
    'The seed writes through Payload, never through an API handler.',
  ),
  layer(
    [`${CMS}/payload.config.ts`],
    ['api', 'app', 'seed'],
    'The Payload config is below the API and the routes.',
  ),
  // site: lib → components → app (routes and their page factories).
  layer(
    ['apps/site/src/lib/**'],
    ['components', 'app'],
    'lib/ is the bottom layer of the site.',
    false,
    SITE_PATHS,
  ),
  layer(['apps/site/src/components/**'], ['app'], 'Components do not import routes.', false, SITE_PATHS),
  { files: ['apps/site/src/app/**'], rules: { 'no-restricted-imports': ['error', { paths: SITE_PATHS }] } },
  layer(['apps/site/src/components/ui/link.tsx'], ['app'], 'Components do not import routes.'),
  {
    // The env modules themselves, and programs that start or test the apps (they set the
    // environment the apps then read).
    files: [
      'apps/*/src/lib/env.ts',
      'apps/*/server.mjs',
      'apps/*/cache-handler.mjs',
      'apps/*/next.config.*',
      'apps/*/scripts/**',
      'apps/cms/src/seed/run.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/*.test.ts',
      '**/*.test.mjs',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
)
