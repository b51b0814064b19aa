import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'

/**
 * Password hashing in a bounded pool of small child processes, one per core by default.
 *
 * - The event loop never computes a hash, so pages and other API calls keep their latency while
 *   logins queue. The workers run at a lower scheduling priority than the process that answers
 *   requests (PASSWORD_POOL_NICE, 5 by default): on a machine of its own the pool still gets every
 *   cycle the requests leave; on one shared with other busy processes it gets less than its share
 *   (0 makes it compete evenly).
 * - Processes, not threads, because of memory: scrypt at N = 2^15, r = 8 needs a 32 MiB block, and
 *   OpenSSL asks malloc for it on every check. glibc serves a block that size with a fresh mmap
 *   and gives it back afterwards, so every check first faults in 8,192 new pages: on a virtual
 *   machine that was a third of the check's time in the kernel, and slower user time behind it
 *   (176 ms a check, against 61–80 ms with the block kept). A worker process is started with
 *   malloc settings of its own (WORKER_MALLOC) that keep the block between checks. The hash is the
 *   same computation with the same parameters; only the allocator's round trip is gone.
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

/**
 * glibc's allocator in a worker: blocks up to 128 MiB come from the heap, not a fresh mmap, and
 * free memory up to 256 MiB is kept, so scrypt's block is allocated once (other C libraries ignore
 * this and hash as before).
 */
export const WORKER_MALLOC = 'glibc.malloc.mmap_threshold=134217728:glibc.malloc.trim_threshold=268435456'

// Runs in each worker process: scrypt, synchronously, one message at a time; ends with its parent.
const WORKER_SOURCE = `
const { scryptSync } = require('node:crypto')
process.on('disconnect', () => process.exit(0))
process.on('message', (m) => {
  try {
    const key = scryptSync(m.password, Buffer.from(m.salt, 'base64'), m.keylen, { N: m.N, r: m.r, p: m.p, maxmem: 512 * 1024 * 1024 })
    process.send({ key: key.toString('base64') })
  } catch (e) {
    process.send({ error: String((e && e.message) || e) })
  }
})
`

export class HashPool {
  private readonly idle: ChildProcess[] = []
  private readonly workers: ChildProcess[] = []
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

  /** The worker processes' ids. */
  get pids() {
    return this.workers.map((w) => w.pid).filter((pid): pid is number => pid !== undefined)
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

  /** Throws PoolBusyError when a login queued now could not start within maxQueueMs. */
  refuseIfBusy() {
    if (this.expectedWaitMs() > this.maxQueueMs) throw new PoolBusyError(this.retryAfter())
  }

  /**
   * A place for one login: throws PoolBusyError when a job queued now could not start within
   * maxQueueMs (unless `force`). The place counts in later admissions until the job is queued or
   * the ticket released.
   */
  admit(force = false): Ticket {
    if (!force) this.refuseIfBusy()
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

  private worker(): ChildProcess | undefined {
    const free = this.idle.pop()
    if (free) return free
    if (this.workers.length >= this.size) return undefined
    // Only the allocator's settings: a worker needs no configuration, and no secret, of the cms.
    const w = spawn(process.execPath, ['-e', WORKER_SOURCE], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { NODE_ENV: 'production', GLIBC_TUNABLES: WORKER_MALLOC },
    })
    try {
      if (this.nice && w.pid) os.setPriority(w.pid, this.nice)
    } catch {
      /* not permitted here: the worker competes evenly */
    }
    // A worker that could not start or died leaves the pool; the next job starts another.
    w.on('error', () => {})
    w.once('exit', () => {
      for (const list of [this.workers, this.idle]) if (list.includes(w)) list.splice(list.indexOf(w), 1)
    })
    // An idle worker does not keep the process alive; a running job does (see pump).
    w.unref()
    w.channel?.unref()
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
      w.channel?.ref()
      const started = performance.now()
      let settled = false
      const settle = () => {
        if (settled) return false
        settled = true
        w.off('message', done)
        w.off('exit', failed)
        w.channel?.unref()
        this.running--
        return true
      }
      const done = (msg: { key?: string; error?: string }) => {
        if (!settle()) return
        this.idle.push(w)
        const ms = performance.now() - started
        this.hashMs = this.hashMs * 0.8 + ms * 0.2
        if (msg.key) job.resolve(Buffer.from(msg.key, 'base64'))
        else job.reject(new Error(msg.error ?? 'scrypt failed'))
        this.pump()
      }
      // The worker died (killed, out of memory): this job fails, the next one gets a new worker.
      const failed = () => {
        if (!settle()) return
        w.kill()
        job.reject(new Error('password worker exited'))
        this.pump()
      }
      w.once('message', done)
      w.once('exit', failed)
      w.send({ password: job.password, salt: job.salt.toString('base64'), ...job.params }, (err) => {
        if (err) failed()
      })
    }
  }
}

let shared: HashPool | undefined

/** The process's pool (created on first use; later calls' arguments are not read). */
export function hashPool(size?: number, maxQueueMs = 3000, nice = 0): HashPool {
  shared ??= new HashPool(size ?? os.availableParallelism(), maxQueueMs, 250, nice)
  return shared
}
