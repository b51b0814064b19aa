import { EnrollForm } from '@/client/EnrollForm'
import {
  EnrollingLayout,
  enrollingBase,
  enrollingPage,
  typeParam,
  type TypeParams,
} from '@/components/enrolling'
import { load, type SearchParams } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ENROLLING } from '@/lib/pages'

export async function generateMetadata({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  return pageMeta(enrollingPage(type, 'paymentRegistration'), `${enrollingBase(type)}/paymentRegistration`)
}

export default async function PaymentRegistrationPage({
  params,
  searchParams,
}: {
  params: TypeParams
  searchParams: SearchParams
}) {
  const type = await typeParam(params)
  const categoryType = ENROLLING[type].categoryType
  const [majors, query] = await Promise.all([
    load('enrolling.Major/list', { page: 0, limit: 0, category_type: categoryType }),
    searchParams,
  ])
  // `?major_id=` from a major's 立即报名 button preselects that major (and its level).
  const majorId = Number(Array.isArray(query.major_id) ? query.major_id[0] : query.major_id) || undefined
  return (
    <EnrollingLayout type={type} child="paymentRegistration">
      <section className="form-card">
        <h2 className="block-title">{ENROLLING[type].zh}报名登记</h2>
        <p className="muted">
          带 <span aria-hidden="true">*</span>
          <span className="sr-only">星号</span>{' '}
          的为必填项。提交后请留意电话与短信通知，按学习中心安排完成资格审核与缴费。
        </p>
        <EnrollForm
          key={majorId ?? 0}
          categoryType={categoryType}
          majors={majors.list.map((m) => ({ id: m.id, name: m.name, level: m.level }))}
          initialMajorId={majorId}
          infoHref={`${enrollingBase(type)}/information`}
        />
      </section>
    </EnrollingLayout>
  )
}
