// @ts-check
/**
 * A flood of new addresses from one client, as its own process (so that the flood's CPU does not
 * delay the measuring process's event loop):
 *
 *   node e2e/lib/flood.mjs <port> <host> <connections> <seconds> [pathOfQueries] [from] [maxRequests] [perSecond]
 *
 * Half of the requests are `<pathOfQueries>?r=<random>` (a kept page with a cache-buster), half
 * `/no-such-<random>` (a new missing page each time), on kept-alive connections to 127.0.0.1:<port>
 * from the local address `from` (127.0.0.1 by default), at most `perSecond` requests a second on
 * each connection if given (a test on a shared machine keeps the flooding client's own CPU in
 * bounds: a flood from another machine costs this one nothing). Prints one JSON line at the end:
 * { requests, seconds, status: { "200": n, "404": n, "429": n, … }, errors }.
 */
import { Agent, request } from 'node:http'
import { randomBytes } from 'node:crypto'

const [
  port,
  host,
  connections,
  seconds,
  queryPath = '/news/1',
  from = '127.0.0.1',
  max = '1000000',
  perSecond = '0',
] = process.argv.slice(2)
const gap = Number(perSecond) > 0 ? 1000 / Number(perSecond) : 0
const agent = new Agent({ keepAlive: true, maxSockets: Number(connections), localAddress: from })
const until = Date.now() + Number(seconds) * 1000
/** @type {Record<string, number>} */
const status = {}
let requests = 0
let errors = 0
let n = 0

function once() {
  const random = randomBytes(6).toString('hex')
  const path = n++ % 2 ? `${queryPath}?r=${random}` : `/no-such-${random}`
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: Number(port), path, agent, headers: { host, 'accept-encoding': 'gzip' } },
      (res) => {
        res.resume()
        res.on('end', () => {
          requests++
          status[res.statusCode ?? 0] = (status[res.statusCode ?? 0] ?? 0) + 1
          resolve(undefined)
        })
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
    req.on('error', () => {
      errors++
      resolve(undefined)
    })
    req.end()
  })
}

const started = Date.now()
await Promise.all(
  Array.from({ length: Number(connections) }, async () => {
    while (Date.now() < until && n < Number(max)) {
      const started = Date.now()
      await once()
      const wait = gap - (Date.now() - started)
      if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    }
  }),
)
agent.destroy()
console.log(JSON.stringify({ requests, seconds: (Date.now() - started) / 1000, status, errors }))
