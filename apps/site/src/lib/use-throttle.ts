import { useCallback, useRef } from 'react'

/** Click throttle of every form submit: repeat triggers within 500 ms are ignored. */
export const THROTTLE_MS = 500

/** Wraps fn so that calls within `wait` ms of the last accepted call are ignored; stable across renders. */
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
