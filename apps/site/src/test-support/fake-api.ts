import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * For unit tests of code that reads the public API: a real HTTP server on 127.0.0.1 that answers
 * `/api/<call>` with the contract's envelope. Each answer is a function of the call's input (the
 * query of a GET, the JSON body of a POST); null, or a call without an answer, is a 404, and a
 * Failing answer the failure it names.
 */
export type Answers = Record<string, (input: Record<string, string | number>) => unknown>

/** An answer that is a failure: this status, with the envelope's code. */
export class Failing {
  constructor(
    readonly status: number,
    readonly code = status,
  ) {}
}

export interface FakeApi {
  /** Base URL, for API_BASE_URL. */
  url: string
  /** Every call received, in order. */
  calls: {
    name: string
    input: Record<string, string | number>
    headers: Record<string, string | undefined>
  }[]
  /** Replaces the answers from now on. */
  answer(answers: Answers): void
  close(): Promise<void>
}

export async function fakeApi(initial: Answers = {}): Promise<FakeApi> {
  let answers = initial
  const calls: FakeApi['calls'] = []
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://api.test')
    let body = ''
    for await (const chunk of req) body += chunk
    const input: Record<string, string | number> = body
      ? (JSON.parse(body) as Record<string, string | number>)
      : Object.fromEntries(url.searchParams)
    const name = decodeURIComponent(url.pathname.replace(/^\/api\//, ''))
    calls.push({ name, input, headers: req.headers as Record<string, string | undefined> })
    const data = answers[name]?.(input) ?? new Failing(404)
    const failure = data instanceof Failing ? data : null
    res.writeHead(failure?.status ?? 200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify(
        failure ? { code: failure.code, msg: '失败', data: null } : { code: 200, msg: 'ok', data },
      ),
    )
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer: (next) => {
      answers = next
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A list call's answer over these records: `{ list, total }` of the page asked for (`page: 0, limit: 0`: all). */
export const paged =
  <T>(records: T[]) =>
  (input: Record<string, string | number>) => {
    const page = Number(input.page ?? 1)
    const limit = Number(input.limit ?? 10)
    const list = page === 0 || limit === 0 ? records : records.slice((page - 1) * limit, page * limit)
    return { list, total: records.length }
  }
