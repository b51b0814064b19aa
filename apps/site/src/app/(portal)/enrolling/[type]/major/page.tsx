import Link from '@/components/ui/link'
import { EnrollingLayout } from '@/components/enrolling/enrolling-layout'
import { MajorList } from '@/components/enrolling/major-list'
import { pageMeta } from '@/lib/meta'
import { enrollingPageInfo } from '@/lib/pages'
import { ENROLLING_ROUTES, href } from '@/lib/routes'
import { typeParam, type TypeParams } from '../_lib/params'

export async function generateMetadata({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  return pageMeta(enrollingPageInfo(type, 'major'), href.enrollingChild(type, 'major'))
}

export default async function MajorPage({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  return (
    <EnrollingLayout type={type} child="major">
      <MajorList categoryType={ENROLLING_ROUTES[type]} hrefFor={(id) => href.enrollingMajor(type, id)} />
      <p className="cta">
        <Link href={href.signUp(type)} className="btn btn-primary">
          立即报名
        </Link>
      </p>
    </EnrollingLayout>
  )
}
