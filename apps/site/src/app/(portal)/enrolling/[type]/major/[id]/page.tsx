import { EnrollingLayout } from '@/components/enrolling/enrolling-layout'
import { MajorDetail } from '@/components/enrolling/major-detail'
import { idParam } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { enrollingPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'
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
  return (
    <EnrollingLayout type={type} child="major" detail="专业详情">
      <MajorDetail id={id} backHref={href.enrollingChild(type, 'major')} />
    </EnrollingLayout>
  )
}
