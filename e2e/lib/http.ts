import { request as httpRequest, type RequestOptions } from 'node:http'
import { createServer } from 'node:net'

/** An HTTP answer read whole. */
export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** One plain HTTP request (loopback servers the tests start), its answer read whole as UTF-8. */
export function httpAnswer(options: RequestOptions, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(options, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.end(body)
  })
}

/** A free TCP port on loopback, for a server a test starts itself. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
