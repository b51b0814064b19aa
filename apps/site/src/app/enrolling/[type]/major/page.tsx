import Link from 'next/link'
import {
  EnrollingLayout,
  enrollingBase,
  enrollingPage,
  typeParam,
  type TypeParams,
} from '@/components/enrolling'
import { MajorList } from '@/components/majors'
import { pageMeta } from '@/lib/meta'
import { ENROLLING } from '@/lib/pages'

export async function generateMetadata({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  return pageMeta(enrollingPage(type, 'major'), `${enrollingBase(type)}/major`)
}

export default async function MajorPage({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  const base = enrollingBase(type)
  return (
    <EnrollingLayout type={type} child="major">
      <MajorList categoryType={ENROLLING[type].categoryType} base={`${base}/major`} />
      <p className="cta">
        <Link href={`${base}/paymentRegistration`} className="btn btn-primary">
          立即报名
        </Link>
      </p>
    </EnrollingLayout>
  )
}
