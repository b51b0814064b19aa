import type { z } from 'zod'
import type { CallSchemas } from './define'
import { disclosureCalls } from './disclosure'
import { eduContentCalls } from './edu'
import { enrollingCalls } from './enrolling'
import { formatCalls } from './formats'
import { mailboxCalls } from './mailbox'
import { newsCalls } from './news'
import { oldEducationCalls } from './oldEducation'
import { callNames, routes, type CallName, type Route, type Routes } from './routes'
import { schoolCalls } from './school'
import { searchCalls } from './search'
import { settingCalls } from './setting'
import { studentApiCalls } from './student'
import { systemCalls } from './system'
import { themeCalls } from './theme'

/** Request and data schemas of every call, one file per API module. */
const schemas = {
  ...settingCalls,
  ...newsCalls,
  ...schoolCalls,
  ...formatCalls,
  ...eduContentCalls,
  ...studentApiCalls,
  ...oldEducationCalls,
  ...enrollingCalls,
  ...themeCalls,
  ...searchCalls,
  ...mailboxCalls,
  ...disclosureCalls,
  ...systemCalls,
} satisfies Record<CallName, CallSchemas>
type Schemas = typeof schemas

// The two halves name the same calls: a schema for a call the route table lacks does not compile.
const _noStraySchema: Record<Exclude<keyof Schemas, CallName>, never> = {}

export type CallDef = Route & CallSchemas
export type Calls = { [N in CallName]: Routes[N] & Schemas[N] }

/** The whole call table: method and auth from the routes, summary and schemas from the modules. */
export const calls = Object.fromEntries(callNames.map((n) => [n, { ...routes[n], ...schemas[n] }])) as Calls

export type CallInput<N extends CallName> = z.input<Calls[N]['request']>
export type CallParsedInput<N extends CallName> = z.output<Calls[N]['request']>
export type CallData<N extends CallName> = z.output<Calls[N]['data']>

export { enrollInput, type EnrollInput } from './enrolling'
export { letterInput } from './mailbox'
export { disclosureRequestInput } from './disclosure'
export { scoreFilter, studentLoginInput } from './student'
export type { CallSchemas } from './define'
