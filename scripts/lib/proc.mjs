// Small process helpers shared by the demo, start and test scripts.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const cmsDir = path.join(root, 'apps/cms')
export const siteDir = path.join(root, 'apps/site')

/** Loads KEY=VALUE lines of the root .env into process.env (existing variables win). */
export function loadDotEnv() {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/** Runs a command to completion, inheriting output; throws on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  const started = Date.now()
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    ...opts,
    env: { ...process.env, ...opts.env },
  })
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`)
  return (Date.now() - started) / 1000
}

const children = new Set()
/**
 * Starts a long-running server; its output goes to the console prefixed with its name, or, with
 * `logTo`, to that file. A caller that then blocks (spawnSync of a test runner) must use `logTo`:
 * a pipe nobody reads fills up, and a server writing its log to it would stop.
 */
export function serve(name, cmd, args, opts = {}) {
  const file = opts.logTo ? openSync(opts.logTo, 'a') : null
  const child = spawn(cmd, args, {
    cwd: root,
    ...opts,
    env: { ...process.env, ...opts.env },
    stdio: file === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', file, file],
    detached: true,
  })
  if (file !== null) closeSync(file)
  const quiet = opts.quiet
  const tail = []
  const onData = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue
      tail.push(line)
      if (tail.length > 80) tail.shift()
      if (!quiet) console.log(`[${name}] ${line}`)
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  children.add(child)
  child.on('exit', () => children.delete(child))
  Object.defineProperty(child, 'tail', {
    get: () => (opts.logTo ? readFileSync(opts.logTo, 'utf8').split('\n').filter(Boolean).slice(-80) : tail),
  })
  return child
}

/** Starts a built app's production server (`server.mjs`) on `port`, from the app's folder (see serve). */
export function serveApp(app, name, port, opts = {}) {
  const [server, cwd] = app === 'cms' ? [cmsServer, cmsDir] : [siteServer, siteDir]
  return serve(name, process.execPath, [server, '-p', String(port)], { cwd, ...opts })
}

export function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', resolve)
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      resolve()
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }, 5000).unref()
  })
}

export const stopAll = () => Promise.all([...children].map(stop))
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stopAll().then(() => process.exit(130)))

/** Polls a URL until it answers 200, or fails after `timeoutMs`, showing the server's last lines. */
export async function waitFor(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child && child.exitCode !== null) break
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  if (child?.tail) console.error(child.tail.join('\n'))
  throw new Error(`${url} did not come up`)
}

export const npmBin = process.platform === 'win32' ? 'npm.cmd' : 'npm'
export const nextBin = path.join(root, 'node_modules/.bin/next')
/** The cms's own server (apps/cms/server.mjs): Next behind a socket that records the client's address. */
export const cmsServer = path.join(cmsDir, 'server.mjs')
/** The site's production server (apps/site/server.mjs): Next's handler, CSP hashes and a micro-cache. */
export const siteServer = path.join(siteDir, 'server.mjs')
