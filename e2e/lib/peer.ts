import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { calls, type CallName } from '@ou/contract'
import { CMS_URL } from './api'

/**
 * Plain HTTP requests with what Playwright's request context cannot choose: the local address the
 * connection comes from (the test run lists 127.0.0.2 in TRUSTED_PROXIES, so a request from there
 * plays a reverse proxy) and bodies sent in chunks as slowly as a test likes.
 */
export const PROXY_ADDRESS = '127.0.0.2'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  text: string
  json: () => { code: number; msg: string; data?: unknown; errors?: Record<string, string[]> }
  /** Whether the request went out on a kept-alive connection of `agent`. */
  reused: boolean
}

interface RawOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Local address to connect from. */
  from?: string
  base?: string
  timeoutMs?: number
  /** A connection pool, for many requests at once (the default opens one connection each). */
  agent?: Agent
}

export function rawRequest(path: string, opts: RawOptions = {}): Promise<RawAnswer> {
  const url = new URL(path, opts.base ?? CMS_URL)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: opts.method ?? 'GET',
        headers: {
          ...(opts.body !== undefined
            ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(opts.body)) }
            : {}),
          ...opts.headers,
        },
        localAddress: opts.from,
        agent: opts.agent,
        timeout: opts.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
            reused: req.reusedSocket,
          })
        })
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${path}: no answer in time`)))
    req.on('error', reject)
    req.end(opts.body)
  })
}

/**
 * POSTs a chunked body (no Content-Length) of `chunkBytes` chunks, without ever ending it, and
 * resolves with the answer as soon as one arrives: a server that waits for the whole body never
 * answers, one that counts bytes answers once the limit is passed.
 */
export function endlessChunkedPost(path: string, chunkBytes = 64 * 1024, timeoutMs = 20_000) {
  const url = new URL(path, CMS_URL)
  return new Promise<{ status: number; text: string; sentBytes: number }>((resolve, reject) => {
    let sent = 0
    let answered = false
    const chunk = Buffer.alloc(chunkBytes, 0x20)
    const req = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    })
    const timer = setTimeout(() => {
      answered = true
      req.destroy()
      reject(new Error(`no answer after ${sent} bytes in ${timeoutMs} ms`))
    }, timeoutMs)
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        answered = true
        clearTimeout(timer)
        req.destroy()
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          sentBytes: sent,
        })
      })
    })
    req.on('error', (e) => {
      if (!answered) {
        answered = true
        clearTimeout(timer)
        reject(e)
      }
    })
    const pump = () => {
      if (answered) return
      // 16 MB at most: enough to show the server did not wait for the end.
      if (sent >= 16 * 1024 * 1024) return
      sent += chunk.length
      if (req.write(chunk)) setTimeout(pump, 5)
      else req.once('drain', pump)
    }
    pump()
  })
}

/**
 * Calls the public API as a client at `client`, through a "proxy" the cms trusts (the test run
 * lists PROXY_ADDRESS in TRUSTED_PROXIES): the way to be many different clients from one machine.
 */
export async function callAs(client: string, name: CallName, input: unknown, agent?: Agent) {
  const def = calls[name]
  const query =
    def.method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>).toString()}` : ''
  const res = await rawRequest(`/api/${name}${query}`, {
    method: def.method,
    from: PROXY_ADDRESS,
    headers: { 'x-forwarded-for': client },
    body: def.method === 'GET' ? undefined : JSON.stringify(input),
    agent,
    timeoutMs: 120_000,
  })
  return { status: res.status, body: res.json() }
}
