/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    path?: string
    method?: string
    body?: string
    headers?: Record<string, string>
    /** Called before each request: the request to send (a new path or body each time, say). */
    setupRequest?: (req: { path?: string; body?: string }) => { path?: string; body?: string }
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: Request[]
  }
  interface Result {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
    non2xx: number
    errors: number
    /** Answers by status code. */
    statusCodeStats?: Record<string, { count: number }>
  }
  export default function autocannon(options: Options): Promise<Result>
}
