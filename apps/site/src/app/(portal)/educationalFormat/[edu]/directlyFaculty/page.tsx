import { redirect } from 'next/navigation'
import { href } from '@/lib/routes'
import { openEducationOnly, type EduParams } from '../_lib/params'

export default async function DirectlyFacultyIndex({ params }: { params: EduParams }) {
  await openEducationOnly(params)
  redirect(href.directlyFacultyIntroduction())
}
