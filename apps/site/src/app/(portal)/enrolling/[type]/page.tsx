import { redirect } from 'next/navigation'
import { href, isEnrollingRoute } from '@/lib/routes'
import { EditorPage, editorPageMeta, sectionPagePath } from '../../_lib/editor-page'
import type { TypeParams } from './_lib/params'

export async function generateMetadata({ params }: { params: TypeParams }) {
  const { type } = await params
  return isEnrollingRoute(type) ? {} : editorPageMeta(sectionPagePath('enrolling', type))
}

/** An enrolment type opens on its information page; any other segment is an editor's page (or a 404). */
export default async function EnrollingTypeIndex({ params }: { params: TypeParams }) {
  const { type } = await params
  if (isEnrollingRoute(type)) redirect(href.enrollingChild(type, 'information'))
  return <EditorPage path={sectionPagePath('enrolling', type)} />
}
