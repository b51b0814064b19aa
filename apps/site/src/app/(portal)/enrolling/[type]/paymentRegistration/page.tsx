import { EnrollForm } from '@/components/enrolling/enroll-form'
import { EnrollingLayout } from '@/components/enrolling/enrolling-layout'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ENROLLING_TITLES, enrollingPageInfo } from '@/lib/pages'
import { ENROLLING_ROUTES, href } from '@/lib/routes'
import { typeParam, type TypeParams } from '../_lib/params'

export async function generateMetadata({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  return pageMeta(enrollingPageInfo(type, 'paymentRegistration'), href.signUp(type))
}

export default async function PaymentRegistrationPage({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  const categoryType = ENROLLING_ROUTES[type]
  const majors = await load('enrolling.Major/list', { page: 0, limit: 0, category_type: categoryType })
  const form = {
    categoryType,
    majors: majors.list.map((m) => ({ id: m.id, name: m.name, level: m.level })),
    infoHref: href.enrollingChild(type, 'information'),
  }
  return (
    <EnrollingLayout type={type} child="paymentRegistration">
      <section className="form-card">
        <h2 className="block-title">{ENROLLING_TITLES[type].zh}报名登记</h2>
        <p className="muted">
          带 <span aria-hidden="true">*</span>
          <span className="sr-only">星号</span>{' '}
          的为必填项。提交后请留意电话与短信通知，按学习中心安排完成资格审核与缴费。
        </p>
        {/* `?major_id=` from a major's 立即报名 button preselects that major (and its level). */}
        <EnrollForm {...form} />
      </section>
    </EnrollingLayout>
  )
}
