import { EnrollForm } from '@/client/EnrollForm'
import {
  EnrollingLayout,
  enrollingBase,
  enrollingPage,
  typeParam,
  type TypeParams,
} from '@/components/enrolling'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ENROLLING } from '@/lib/pages'

export async function generateMetadata({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  return pageMeta(enrollingPage(type, 'paymentRegistration'), `${enrollingBase(type)}/paymentRegistration`)
}

export default async function PaymentRegistrationPage({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  const categoryType = ENROLLING[type].categoryType
  const majors = await load('enrolling.Major/list', { page: 0, limit: 0, category_type: categoryType })
  return (
    <EnrollingLayout type={type} child="paymentRegistration">
      <section className="form-card">
        <h2 className="block-title">{ENROLLING[type].zh}报名登记</h2>
        <p className="muted">带 * 的为必填项。提交后请留意短信通知，按学习中心安排完成资格审核与缴费。</p>
        <EnrollForm
          categoryType={categoryType}
          majors={majors.list.map((m) => ({ id: m.id, name: m.name, level: m.level }))}
        />
      </section>
    </EnrollingLayout>
  )
}
