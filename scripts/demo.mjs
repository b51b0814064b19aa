// The one-command demo on the embedded default: build (when needed), seed (first run only), start.
//   npm ci && npm run demo
import { existsSync } from 'node:fs'
import path from 'node:path'
import { cmsDir, loadDotEnv, npmBin, run, siteDir } from './lib/proc.mjs'

loadDotEnv()
// Local demo only: without configured secrets the servers use built-in development ones.
process.env.ALLOW_DEMO_SECRETS ??= '1'

const built = (dir) => existsSync(path.join(dir, '.next/BUILD_ID'))
if (!built(cmsDir) || process.argv.includes('--rebuild')) run(npmBin, ['run', 'build', '-w', 'apps/cms'])
if (!built(siteDir) || process.argv.includes('--rebuild')) run(npmBin, ['run', 'build', '-w', 'apps/site'])
run(npmBin, ['run', 'seed', '-w', 'apps/cms'], { env: { NODE_ENV: 'production' } })
await import('./start.mjs')
