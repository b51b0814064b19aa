import type { CollectionConfig } from 'payload'
import { crudFor } from '../access/roles'

/** Working tables of the public API: never shown in the console, never public. */
const internal = (slug: string, fields: CollectionConfig['fields']): CollectionConfig => ({
  slug,
  admin: { hidden: true },
  access: crudFor(),
  fields,
})

export const Captchas = internal('captchas', [
  { name: 'purpose', type: 'text', required: true },
  { name: 'answer', type: 'text', required: true },
  { name: 'expires_at', type: 'date', required: true },
  { name: 'used', type: 'checkbox', defaultValue: false },
])

export const StudentSessions = internal('student-sessions', [
  { name: 'student', type: 'relationship', relationTo: 'students', required: true, index: true },
  { name: 'edu_type', type: 'text', required: true },
  { name: 'jti', type: 'text', required: true, unique: true },
  { name: 'expires_at', type: 'date', required: true },
  { name: 'revoked', type: 'checkbox', defaultValue: false },
])

/** One row per failed attempt; counted in a sliding window for rate limits. */
export const Attempts = internal('attempts', [
  { name: 'key', type: 'text', required: true, index: true },
  { name: 'at', type: 'date', required: true, index: true },
])
