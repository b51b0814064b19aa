import js from '@eslint/js'
import tseslint from 'typescript-eslint'

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
    },
  },
)
