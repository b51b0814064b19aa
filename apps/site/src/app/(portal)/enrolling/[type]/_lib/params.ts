import { knownParam } from '@/lib/api'
import { isEnrollingRoute, type EnrollingRoute } from '@/lib/routes'

export type TypeParams = Promise<{ type: string }>
export type TypeIdParams = Promise<{ type: string; id: string }>

/** `[type]` is one of the three enrolment types; anything else is a 404. */
export const typeParam = (params: TypeParams): Promise<EnrollingRoute> =>
  knownParam(params, 'type', isEnrollingRoute)
