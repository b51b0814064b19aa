// The import fence of eslint.config.mjs, tried on files that break it: each must fail lint.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ESLint } from 'eslint'
import { root } from './proc.mjs'

const eslint = new ESLint({ cwd: root })
const messages = async (filePath, code) =>
  (await eslint.lintText(code, { filePath: `${root}/${filePath}` }))[0].messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)

test('lib/ may not load the whole Payload config, by either of its names', async () => {
  for (const spec of ['@payload-config', '@/payload.config']) {
    const found = await messages(
      'apps/cms/src/lib/fence.ts',
      `import config from '${spec}'\nexport default config\n`,
    )
    assert.equal(found.length, 1, `${spec} from lib/`)
  }
})

test('content modules may not load the Payload config or reach up into the API', async () => {
  const found = await messages(
    'apps/cms/src/audit/fence.ts',
    `import config from '@payload-config'\nimport { route } from '@/api/router'\nexport { config, route }\n`,
  )
  assert.equal(found.length, 2)
})

test('routes may load the Payload config', async () => {
  const found = await messages(
    'apps/cms/src/app/(staff)/fence.ts',
    `import config from '@payload-config'\nexport default config\n`,
  )
  assert.deepEqual(found, [])
})

test('the site: lib/ may not import components or routes', async () => {
  const found = await messages(
    'apps/site/src/lib/fence.ts',
    `import { Header } from '@/components/layout/header'\nexport { Header }\n`,
  )
  assert.equal(found.length, 1)
})
