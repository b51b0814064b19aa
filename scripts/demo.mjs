// The one-command demo on the embedded default: build (when needed), seed (first run only), start.
//   npm ci && npm run demo
import { existsSync } from 'node:fs'
import path from 'node:path'
import { cmsDir, loadDotEnv, npmBin, root, run, siteDir } from './lib/proc.mjs'
import { ensureSecrets } from './lib/secrets.mjs'

// The first run gives this installation its own random secrets in .env; later runs keep them.
const written = ensureSecrets(path.join(root, '.env'))
if (written.length) console.log(`Wrote new random ${written.join(', ')} to .env`)
loadDotEnv()

// The demo shows the floating assistant on every page. The address stands for the school's own
// share page of its AI assistant (the chat page its assistant platform gives it); a real
// installation sets ASSISTANT_URL to that page in .env, or leaves it unset for no assistant.
// An ASSISTANT_URL already set (even empty) wins.
const DEMO_ASSISTANT_URL = 'https://ai.example.edu.cn/share/assistant'
process.env.ASSISTANT_URL ??= DEMO_ASSISTANT_URL

const built = (dir) => existsSync(path.join(dir, '.next/BUILD_ID'))
if (!built(cmsDir) || process.argv.includes('--rebuild')) run(npmBin, ['run', 'build', '-w', 'apps/cms'])
if (!built(siteDir) || process.argv.includes('--rebuild')) run(npmBin, ['run', 'build', '-w', 'apps/site'])
run(npmBin, ['run', 'seed', '-w', 'apps/cms'], { env: { NODE_ENV: 'production' } })
await import('./start.mjs')
