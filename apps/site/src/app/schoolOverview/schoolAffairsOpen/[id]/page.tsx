import { SchoolLayout, sectionOf } from '@/components/school'
import { ArticleView } from '@/components/ui'
import { idParam, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

const PATH = '/schoolOverview/schoolAffairsOpen'
type Params = Promise<{ id: string }>
export async function generateMetadata({ params }: { params: Params }) {
  return pageMeta(PAGES.schoolAffairsOpenDetail, `${PATH}/${(await params).id}`)
}

export default async function SchoolAffairDetail({ params }: { params: Params }) {
  const article = await load('school.Affair/info', { affair_id: idParam((await params).id) })
  return (
    <SchoolLayout page={PAGES.schoolAffairsOpenDetail} section={sectionOf(PATH)} detail={article.title}>
      <ArticleView
        article={article}
        hrefFor={(id) => `${PATH}/${id}`}
        backHref={PATH}
        backLabel={PAGES.schoolAffairsOpen.zh}
      />
    </SchoolLayout>
  )
}
