import { notFound } from 'next/navigation'
import { knownParam } from '@/lib/api'
import { isEduRoute, type EduRoute } from '@/lib/routes'

export type EduParams = Promise<{ edu: string }>
export type EduIdParams = Promise<{ edu: string; id: string }>

/** `[edu]` is openEducation or aldultEducation; anything else is a 404. */
export const eduParam = (params: EduParams): Promise<EduRoute> => knownParam(params, 'edu', isEduRoute)

/** Pages only open education has (its faculty and majors): adult education answers 404. */
export async function openEducationOnly(params: EduParams): Promise<'openEducation'> {
  const edu = await eduParam(params)
  if (edu !== 'openEducation') notFound()
  return edu
}
