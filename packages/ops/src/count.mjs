// @ts-check
/**
 * Counting from inside an app. Next bundles the app's code, so a module imported there is a copy
 * of the one server.mjs loaded; the metrics themselves are on globalThis (metrics.mjs), and these
 * helpers only reach them there. Outside a server (tests, scripts) they do nothing.
 */
export const KEY = Symbol.for('ou.metrics')

const m = () => /** @type {any} */ (globalThis)[KEY]

/** @param {string} cache @param {'hit' | 'miss' | 'error'} result */
export function countCache(cache, result) {
  m()?.cache.inc({ cache, result })
}

/** @param {'student' | 'console'} kind */
export function countLoginFailure(kind) {
  m()?.loginFailures.inc({ kind })
}

/** @param {boolean} leader */
export function setJobsLeader(leader) {
  m()?.jobsLeader.set(leader ? 1 : 0)
}
