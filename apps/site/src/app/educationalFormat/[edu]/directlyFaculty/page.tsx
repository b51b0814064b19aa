import { notFound, redirect } from 'next/navigation'
import { eduParam, type EduParams } from '@/components/edu'

export default async function DirectlyFacultyIndex({ params }: { params: EduParams }) {
  if ((await eduParam(params)) !== 'openEducation') notFound()
  redirect('/educationalFormat/openEducation/directlyFaculty/introduction')
}
