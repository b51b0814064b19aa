'use client'

import { useEffect, useSyncExternalStore } from 'react'

// True once the first page's React tree has committed; later mounts are client navigations,
// where no server-rendered copy of the form holds anything typed.
let booted = false

/**
 * The form's initial state, with what the visitor typed into the server-rendered form before
 * React hydrated it. Hydration resets controlled fields to their initial state, so on a slow
 * connection a visitor's typing would otherwise vanish. Fields are found by the ids
 * `useFormErrors(prefix)` gives them (`<prefix>-<field>`), radio groups by their name.
 */
export function typedBeforeHydration<F extends Record<string, string | boolean>>(
  prefix: string,
  initial: F,
): F {
  if (typeof document === 'undefined' || booted) return initial
  const out: Record<string, string | boolean> = { ...initial }
  for (const key of Object.keys(initial)) {
    const el = document.getElementById(`${prefix}-${key}`)
    if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (typeof initial[key] === 'boolean') out[key] = el.checked
    } else if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    ) {
      if (el.value !== '' && typeof initial[key] === 'string') out[key] = el.value
    } else if (!el) {
      const radio = document.querySelector<HTMLInputElement>(`input[type="radio"][name="${key}"]:checked`)
      if (radio && typeof initial[key] === 'string') out[key] = radio.value
    }
  }
  return out as F
}

const noop = () => () => {}

/**
 * False on the server and while hydrating, true once the page's script runs. Submit buttons wait
 * for it: a native submit before then would put the fields (an ID card number, a password) in
 * the address bar and the server logs, and send nothing.
 */
export function useHydrated(): boolean {
  useEffect(() => {
    booted = true
  }, [])
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
