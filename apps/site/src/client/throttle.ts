import { useCallback, useRef } from 'react'

/** Default click throttle of SPEC.md §5: repeat triggers within 500 ms are ignored. */
export const THROTTLE_MS = 500

/** Wraps fn so that calls within `wait` ms of the last accepted call are ignored. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = THROTTLE_MS) {
  let last = -Infinity
  return (...args: A): boolean => {
    const now = Date.now()
    if (now - last < wait) return false
    last = now
    fn(...args)
    return true
  }
}

/** Hook form of throttle, stable across renders and always calling the latest fn. */
export function useThrottle<A extends unknown[]>(fn: (...args: A) => void, wait = THROTTLE_MS) {
  const fnRef = useRef(fn)
  fnRef.current = fn
  const last = useRef(-Infinity)
  return useCallback(
    (...args: A) => {
      const now = Date.now()
      if (now - last.current < wait) return false
      last.current = now
      fnRef.current(...args)
      return true
    },
    [wait],
  )
}
