/**
 * A table the site reads from the cms and keeps in this process for src/proxy.ts, which must
 * answer before any page renders: the redirects, the sites of the group, the top-level columns.
 *
 * Read when the server starts (instrumentation.ts), then again once it is more than a second old,
 * one shared read at a time, so a change in the console applies within 2 s like a publish, at most
 * one small call a second while visitors come. A failed read keeps the previous table: the cms may
 * be restarting.
 */
const FRESH_MS = 1000

interface State<T> {
  value: T
  readAt: number
  loading: Promise<void> | null
}

export interface RefreshedTable<T> {
  /** Reads the table now (at start-up); a read already under way is shared. */
  load(): Promise<void>
  /** The table as it is, without reading it again. */
  get(): T
  /** The table as it is; a stale one is read again in the background (a request never waits). */
  now(): T
  /** The table, read again first when it is stale (the request waits for that one shared read). */
  fresh(): Promise<T>
  /** Takes `value` as the table (a unit test's). */
  use(value: T): void
}

/**
 * `read` answers the new table, or null when the cms could not give one. `name` keeps one state per
 * process, whichever bundle of the server loads the module.
 */
export function refreshedTable<T>(
  name: string,
  initial: T,
  read: () => Promise<T | null>,
): RefreshedTable<T> {
  const key = Symbol.for(`ou.site.table.${name}`)
  const state: State<T> = ((globalThis as Record<symbol, State<T> | undefined>)[key] ??= {
    value: initial,
    readAt: 0,
    loading: null,
  })
  const stale = () => Date.now() - state.readAt > FRESH_MS
  const load = () =>
    (state.loading ??= read()
      .then((value) => {
        if (value !== null) state.value = value
      })
      .catch(() => undefined)
      .finally(() => {
        state.readAt = Date.now()
        state.loading = null
      }))
  return {
    load,
    get: () => state.value,
    now() {
      if (!state.loading && stale()) void load()
      return state.value
    },
    async fresh() {
      if (stale()) await load()
      return state.value
    },
    use(value) {
      state.value = value
      state.readAt = Date.now()
    },
  }
}
