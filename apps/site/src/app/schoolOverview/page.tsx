import { redirect } from 'next/navigation'

export default function SchoolOverviewIndex() {
  redirect('/schoolOverview/aboutSchool')
}
