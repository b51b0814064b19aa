import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { httpAnswer, type Answer } from './http'

const CONF = path.resolve(import.meta.dirname, '../../deploy/nginx.conf')
export const SITE_HOST = 'www.example.edu.cn'
export const CMS_HOST = 'cms.example.edu.cn'

export interface Proxy {
  port: number
  stop: () => Promise<void>
}

interface ProxyOptions {
  extraServer?: string
  internalPort?: number
  redirects?: string
  /** Another nginx.conf than deploy/nginx.conf (a benchmark's former version). */
  config?: string
  /** Sites' own host names, listed in the `$ou_host` map as docs/deploy.md says. */
  siteHosts?: string[]
}

/** The `server` lines of one upstream block, replaced by the given instances. */
function upstream(conf: string, name: string, urls: string[]): string {
  const block = new RegExp(`(upstream ${name} \\{\\n)((?:\\s*server [^\\n]*\\n)+)`)
  if (!block.test(conf)) throw new Error(`deploy/nginx.conf has no upstream ${name}`)
  const servers = urls.map((u) => `    server ${new URL(u).host} max_fails=2 fail_timeout=5s;\n`).join('')
  return conf.replace(block, `$1${servers}`)
}

/** deploy/nginx.conf as a test runs it, written to `dir`: only ports, upstreams and paths (logs, cache, pid, socket) rewritten. */
function writeConfig(
  dir: string,
  port: number,
  siteUrl: string | string[],
  cmsUrl: string | string[],
  opts: ProxyOptions = {},
) {
  mkdirSync(path.join(dir, 'cache'), { recursive: true })
  let conf = readFileSync(opts.config ?? CONF, 'utf8')
  conf = upstream(conf, 'site', [siteUrl].flat())
  conf = upstream(conf, 'cms', [cmsUrl].flat())
  conf = conf
    .replace(/^user .*;$/m, userInfo().uid === 0 ? 'user root;' : '')
    .replace('pid /run/nginx-ou.pid;', `pid ${dir}/nginx.pid;`)
    .replaceAll('/run/nginx-ou-site.sock', `${dir}/site.sock`)
    .replaceAll('/var/log/nginx/', `${dir}/`)
    .replace('/var/cache/nginx/ou', `${dir}/cache`)
    .replaceAll(/listen 80\b/g, `listen 127.0.0.1:${port}`)
    .replace('listen 127.0.0.1:8001;', `listen 127.0.0.1:${opts.internalPort ?? port + 1};`)
    // A server block of the caller's (a benchmark's static baseline), at the end of `http`.
    .replace(/\}\s*$/, `${opts.extraServer ?? ''}\n}\n`)
  // The sites' own host names, one line each in the map, as docs/deploy.md says.
  if (opts.siteHosts?.length) {
    const map = /(map \$host \$ou_host \{\n\s*default [^;\n]+;\n)/
    if (!map.test(conf)) throw new Error('deploy/nginx.conf has no $ou_host map')
    conf = conf.replace(map, `$1${opts.siteHosts.map((h) => `    ${h} ${h};\n`).join('')}`)
  }
  // The console's redirects as exported, included and applied as docs/deploy.md says.
  if (opts.redirects !== undefined)
    conf = conf.replace(/\}\s*$/, `${opts.redirects}\n}\n`).replace(/# (if \(\$ou_redirect_30[12]\))/g, '$1')
  writeFileSync(path.join(dir, 'nginx.conf'), conf)
  return path.join(dir, 'nginx.conf')
}

/** `nginx -t` on deploy/nginx.conf with an exported redirect map: nginx's verdict and its words. */
export async function checkRedirectMap(map: string): Promise<{ ok: boolean; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ou-nginx-t-'))
  try {
    const conf = writeConfig(dir, 1, 'http://127.0.0.1:2', 'http://127.0.0.1:3', { redirects: map })
    const child = spawn('nginx', ['-t', '-p', dir, '-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout?.on('data', (c) => (output += String(c)))
    child.stderr?.on('data', (c) => (output += String(c)))
    const code = await new Promise<number | null>((r) => child.once('exit', r))
    return { ok: code === 0, output }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Starts Debian's nginx with deploy/nginx.conf in front of the running apps. Only the listen
 * ports, the upstream addresses and the log, pid and cache paths are rewritten.
 */
export async function startProxy(
  port: number,
  siteUrl: string | string[],
  cmsUrl: string | string[],
  opts: ProxyOptions = {},
): Promise<Proxy & { dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ou-nginx-'))
  writeConfig(dir, port, siteUrl, cmsUrl, opts)
  const nginx: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  nginx.stderr?.on('data', (c) => (stderr += String(c)))
  const until = Date.now() + 10_000
  while (Date.now() < until) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`)
    const up = await proxyGet(port, SITE_HOST, '/api/revalidate').then(
      () => true,
      () => false,
    )
    if (up) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    port,
    dir,
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = new Promise((r) => nginx.once('exit', r))
        nginx.kill('SIGQUIT')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type ProxyAnswer = Answer

/** A GET through the proxy for one of its host names (the host decides site or cms). */
export function proxyGet(
  port: number,
  host: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<ProxyAnswer> {
  return httpAnswer({
    host: '127.0.0.1',
    port,
    path: pathname,
    headers: { host, ...headers },
    timeout: 10_000,
  })
}
