import { permanentRedirect } from 'next/navigation'
import { EnrollingLayout } from '@/components/enrolling/enrolling-layout'
import { MajorDetail } from '@/components/enrolling/major-detail'
import { idParam, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { enrollingPageInfo } from '@/lib/pages'
import { enrollingRouteOf, href } from '@/lib/routes'
import { typeParam, type TypeIdParams } from '../../_lib/params'

export async function generateMetadata({ params }: { params: TypeIdParams }) {
  const type = await typeParam(params)
  return pageMeta(
    enrollingPageInfo(type, 'major', true),
    href.enrollingMajor(type, idParam((await params).id)),
  )
}

export default async function MajorDetailPage({ params }: { params: TypeIdParams }) {
  const type = await typeParam(params)
  const id = idParam((await params).id)
  // One address per major: under another enrolment type it moves to its own (MajorDetail's own
  // read of it is the same cached answer).
  const own = enrollingRouteOf((await load('enrolling.Major/info', { major_id: id })).category_type)
  if (own !== type) permanentRedirect(href.enrollingMajor(own, id))
  return (
    <EnrollingLayout type={type} child="major" detail="专业详情">
      <MajorDetail id={id} backHref={href.enrollingChild(type, 'major')} />
    </EnrollingLayout>
  )
}
