import type { Role } from '@/access/roles'
import type { ImportKind } from './run'

/** Who may import what (administrators always may): the roles that own that content. */
export const IMPORTERS: Record<ImportKind, Role[]> = {
  scores: ['academic'],
  students: ['academic'],
  'teaching-plan': ['academic', 'editor', 'admissions'],
}
