import os from 'node:os'
import { Worker } from 'node:worker_threads'

/**
 * Password hashing in a bounded pool of worker threads, one per core by default.
 *
 * - The event loop never computes a hash, so pages and other API calls keep their latency while
 *   logins queue. The workers run at a lower scheduling priority than the thread that answers
 *   requests (PASSWORD_POOL_NICE, 5 by default): on a machine of its own the pool still gets every
 *   cycle the requests leave; on one shared with other busy processes it gets less than its share
 *   (0 makes it compete evenly).
 * - Admission: a login first asks `admit()`. When the queue ahead of it would take longer than
 *   `maxQueueMs` to drain (from the measured time of one hash), the login is refused at once with
 *   `PoolBusyError` (503 with Retry-After) instead of waiting; a job that nevertheless waited past
 *   the limit is refused the same way when its turn comes.
 */

export class PoolBusyError extends Error {
  constructor(readonly retryAfter: number) {
    super('查询人数较多，正在排队…')
  }
}

/** A place in the pool's admission count, held from admission until the job is queued. */
export interface Ticket {
  release: () => void
}

export interface ScryptParams {
  N: number
  r: number
  p: number
  keylen: number
}

interface Job {
  password: string
  salt: Buffer
  params: ScryptParams
  queuedAt: number
  /** Logins: refused with PoolBusyError instead of running once they waited past maxQueueMs. */
  deadline: boolean
  resolve: (key: Buffer) => void
  reject: (e: Error) => void
}

// Runs in each worker: scrypt, synchronously, at a lower priority than the request thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { scryptSync } = require('node:crypto')
const os = require('node:os')
const fs = require('node:fs')
try {
  // Linux: setpriority on a thread id changes that thread only.
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop())
  if (tid && workerData.nice) os.setPriority(tid, workerData.nice)
} catch {}
parentPort.on('message', (m) => {
  try {
    const key = scryptSync(m.password, Buffer.from(m.salt), m.keylen, { N: m.N, r: m.r, p: m.p, maxmem: 512 * 1024 * 1024 })
    parentPort.postMessage({ key })
  } catch (e) {
    parentPort.postMessage({ error: String((e && e.message) || e) })
  }
})
`

export class HashPool {
  private readonly idle: Worker[] = []
  private readonly workers: Worker[] = []
  private readonly queue: Job[] = []
  private running = 0
  /** Admitted logins that have not queued their hash yet (they are reading the database). */
  private reserved = 0
  /** Smoothed duration of one hash, in ms; starts at a pessimistic guess until measured. */
  private hashMs: number

  constructor(
    readonly size: number,
    readonly maxQueueMs: number,
    initialHashMs = 250,
    /** Scheduling priority of the workers (Linux nice, 0–19); 0 competes evenly with the rest. */
    readonly nice = 0,
  ) {
    this.hashMs = initialHashMs
  }

  /** Jobs waiting or running. */
  get load() {
    return this.queue.length + this.running
  }

  /** How long a job queued now would wait before it starts, in ms. */
  expectedWaitMs() {
    const ahead = this.reserved + this.queue.length + this.running - this.size + 1
    return ahead <= 0 ? 0 : Math.ceil(ahead / this.size) * this.hashMs
  }

  /**
   * Seconds a refused client should wait: until the queue has drained to where a login is admitted
   * again, spread over a second so that refused clients do not all return at once. Shorter waits
   * would only be refused again; longer ones would leave the pool idle.
   */
  private retryAfter() {
    const excess = this.expectedWaitMs() - this.maxQueueMs / 2
    return Math.max(1, Math.ceil(excess / 1000)) + (Math.random() < 0.5 ? 0 : 1)
  }

  /**
   * A place for one login: throws PoolBusyError when a job queued now could not start within
   * maxQueueMs (unless `force`). The place counts in later admissions until the job is queued or
   * the ticket released.
   */
  admit(force = false): Ticket {
    if (!force && this.expectedWaitMs() > this.maxQueueMs) throw new PoolBusyError(this.retryAfter())
    this.reserved++
    let held = true
    return {
      release: () => {
        if (held) this.reserved--
        held = false
      },
    }
  }

  scrypt(
    password: string,
    salt: Buffer,
    params: ScryptParams,
    deadline = false,
    ticket?: Ticket,
  ): Promise<Buffer> {
    ticket?.release()
    return new Promise((resolve, reject) => {
      this.queue.push({ password, salt, params, queuedAt: Date.now(), deadline, resolve, reject })
      this.pump()
    })
  }

  private worker(): Worker | undefined {
    const free = this.idle.pop()
    if (free) return free
    if (this.workers.length >= this.size) return undefined
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { nice: this.nice } })
    w.unref()
    this.workers.push(w)
    return w
  }

  private pump() {
    while (this.queue.length && this.running < this.size) {
      const job = this.queue.shift()!
      // Waited too long (the estimate was off, or the machine is slower now): refuse, do not run.
      if (job.deadline && Date.now() - job.queuedAt > this.maxQueueMs + this.hashMs) {
        job.reject(new PoolBusyError(this.retryAfter()))
        continue
      }
      const w = this.worker()
      if (!w) {
        this.queue.unshift(job)
        return
      }
      this.running++
      const started = performance.now()
      const done = (msg: { key?: Uint8Array; error?: string }) => {
        w.off('error', failed)
        this.running--
        this.idle.push(w)
        const ms = performance.now() - started
        this.hashMs = this.hashMs * 0.8 + ms * 0.2
        if (msg.key) job.resolve(Buffer.from(msg.key))
        else job.reject(new Error(msg.error ?? 'scrypt failed'))
        this.pump()
      }
      const failed = (e: Error) => {
        w.off('message', done)
        this.running--
        this.workers.splice(this.workers.indexOf(w), 1)
        job.reject(e)
        this.pump()
      }
      w.once('message', done)
      w.once('error', failed)
      w.postMessage({ password: job.password, salt: job.salt, ...job.params })
    }
  }
}

let shared: HashPool | undefined

/** The process's pool (created on first use). */
export function hashPool(size = os.availableParallelism(), maxQueueMs = 3000, nice = 0): HashPool {
  shared ??= new HashPool(size, maxQueueMs, 250, nice)
  return shared
}
