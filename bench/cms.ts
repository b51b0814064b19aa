// What the API benchmarks share: starting the built cms on a port of their own.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Starts the built cms on `port` (refusing a port in use, where another server would be measured)
 * and waits until it answers. `stderr` is the benchmark's choice: its own output or none.
 */
export async function startCms(port: number, env: NodeJS.ProcessEnv, stderr: 'ignore' | 'inherit') {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`port ${port} is in use: pick another with --port`)
  if (!existsSync(path.join(root, 'apps/cms/.next/BUILD_ID')))
    throw new Error('the cms is not built: npm run build -w apps/cms')
  // BENCH_CMS_NODE_ARGS: flags for the cms's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to
  // profile a benchmark's run (node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_CMS_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const cms = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, 'apps/cms/server.mjs'), '-p', String(port)],
    {
      cwd: path.join(root, 'apps/cms'),
      env: { ...env, CMS_PUBLIC_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'ignore', stderr],
      detached: true,
    },
  )
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/system.Health/check`)).ok) return cms
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the cms did not start')
}

/**
 * Starts the built public site on `port`, reading from the cms at `cmsUrl`, and waits until its
 * home page answers; null when the site is not built (`npm run build -w apps/site`).
 */
export async function startSite(port: number, cmsUrl: string, env: NodeJS.ProcessEnv) {
  if (!existsSync(path.join(root, 'apps/site/.next/BUILD_ID'))) return null
  const origin = `http://127.0.0.1:${port}`
  const site = spawn(process.execPath, [path.join(root, 'apps/site/server.mjs'), '-p', String(port)], {
    cwd: path.join(root, 'apps/site'),
    env: { ...env, API_BASE_URL: cmsUrl, PUBLIC_API_BASE_URL: cmsUrl, SITE_ORIGIN: origin },
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return site
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the site did not start')
}
