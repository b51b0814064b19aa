import { notFound } from 'next/navigation'
import { isEnrollingRoute, type EnrollingRoute } from '@/lib/routes'

export type TypeParams = Promise<{ type: string }>
export type TypeIdParams = Promise<{ type: string; id: string }>

/** `[type]` is one of the three enrolment types; anything else is a 404. */
export async function typeParam(params: TypeParams): Promise<EnrollingRoute> {
  const { type } = await params
  if (!isEnrollingRoute(type)) notFound()
  return type
}
