import { z } from 'zod'
import type { ErrorsMap } from './errors'

/** The `errors` map of a 422 answer: field path → messages. */
export const errorsMap = z.record(z.string(), z.array(z.string())) satisfies z.ZodType<ErrorsMap>

/** Every answer: `{ code, msg, data }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data })

/** Shape of every non-success answer; `errors` on 422, `retry_after` on 429. */
export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null().optional(),
  errors: errorsMap.optional(),
  retry_after: z.number().int().optional(),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelope>

/** Turns zod issues into the `errors` map of a 422 answer: field path → messages. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): ErrorsMap {
  const errors: ErrorsMap = {}
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}
