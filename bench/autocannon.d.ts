/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    path?: string
    /** Called before each request: the request to send (a new path each time, say). */
    setupRequest?: (req: { path?: string }) => { path?: string }
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
    latency: { p99: number }
    non2xx: number
    errors: number
    /** Answers by status code. */
    statusCodeStats?: Record<string, { count: number }>
  }
  export default function autocannon(options: Options): Promise<Result>
}
