import { eduNav } from '@/components/edu/edu-layout'
import { FormatContent } from '@/components/formats/format-content'
import { FormatLayout } from '@/components/formats/format-layout'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { formatPageInfo } from '@/lib/pages'
import { EDU_ROUTES, href, isEduRoute } from '@/lib/routes'
import { EditorPage, editorPageMeta, sectionPagePath } from '../../_lib/editor-page'
import type { EduParams } from './_lib/params'

export async function generateMetadata({ params }: { params: EduParams }) {
  const { edu } = await params
  if (!isEduRoute(edu)) return editorPageMeta(sectionPagePath('educationalFormat', edu))
  return pageMeta(formatPageInfo(edu), href.format(edu))
}

/**
 * Open education and adult education (`[edu]` is openEducation or aldultEducation); any other
 * segment is an editor's page (or a 404).
 */
export default async function EduFormatPage({ params }: { params: EduParams }) {
  const { edu } = await params
  if (!isEduRoute(edu)) return <EditorPage path={sectionPagePath('educationalFormat', edu)} />
  const data = await load(`${EDU_ROUTES[edu]}.Setting/baseInfo`)
  return (
    <FormatLayout format={edu} page={formatPageInfo(edu)} banner={data.banner} nav={eduNav(edu)}>
      <FormatContent data={data} />
    </FormatLayout>
  )
}
