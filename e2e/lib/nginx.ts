import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'

const CONF = path.resolve(import.meta.dirname, '../../deploy/nginx.conf')
export const SITE_HOST = 'www.example.edu.cn'
export const CMS_HOST = 'cms.example.edu.cn'

export interface Proxy {
  port: number
  stop: () => Promise<void>
}

/**
 * Starts Debian's nginx with deploy/nginx.conf in front of the running apps. Only the listen
 * port, the upstream addresses and the log, pid and cache paths are rewritten.
 */
export async function startProxy(
  port: number,
  siteUrl: string,
  cmsUrl: string,
  opts: { extraServer?: string } = {},
): Promise<Proxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ou-nginx-'))
  mkdirSync(path.join(dir, 'cache'))
  const hostOf = (url: string) => new URL(url).host
  const conf = readFileSync(CONF, 'utf8')
    .replace(/^user .*;$/m, userInfo().uid === 0 ? 'user root;' : '')
    .replace('pid /run/nginx-ou.pid;', `pid ${dir}/nginx.pid;`)
    .replaceAll('/var/log/nginx/', `${dir}/`)
    .replace('/var/cache/nginx/ou', `${dir}/cache`)
    .replaceAll(/listen 80\b/g, `listen 127.0.0.1:${port}`)
    .replace('server 127.0.0.1:3000;', `server ${hostOf(siteUrl)};`)
    .replace('server 127.0.0.1:3001;', `server ${hostOf(cmsUrl)};`)
    // A server block of the caller's (a benchmark's static baseline), at the end of `http`.
    .replace(/\}\s*$/, `${opts.extraServer ?? ''}\n}\n`)
  writeFileSync(path.join(dir, 'nginx.conf'), conf)
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

export interface ProxyAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A GET through the proxy for one of its host names (the host decides site or cms). */
export function proxyGet(
  port: number,
  host: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: pathname, headers: { host, ...headers }, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.end()
  })
}
