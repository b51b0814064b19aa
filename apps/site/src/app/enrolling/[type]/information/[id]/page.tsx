import {
  EnrollingLayout,
  enrollingBase,
  enrollingPage,
  typeParam,
  type TypeIdParams,
} from '@/components/enrolling'
import { ArticleView } from '@/components/ui'
import { idParam, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'

export async function generateMetadata({ params }: { params: TypeIdParams }) {
  const type = await typeParam(params)
  return pageMeta(
    enrollingPage(type, 'information', true),
    `${enrollingBase(type)}/information/${(await params).id}`,
  )
}

export default async function InformationDetail({ params }: { params: TypeIdParams }) {
  const type = await typeParam(params)
  const article = await load('enrolling.News/info', { news_id: idParam((await params).id) })
  const base = `${enrollingBase(type)}/information`
  return (
    <EnrollingLayout type={type} child="information" detail="正文">
      <ArticleView article={article} hrefFor={(n) => `${base}/${n}`} backHref={base} backLabel="招生信息" />
    </EnrollingLayout>
  )
}
