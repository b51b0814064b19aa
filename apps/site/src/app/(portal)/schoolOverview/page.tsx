import { redirect } from 'next/navigation'
import { SCHOOL_ROUTES, href } from '@/lib/routes'

export default function SchoolOverviewIndex() {
  redirect(href.school(SCHOOL_ROUTES[0]))
}
