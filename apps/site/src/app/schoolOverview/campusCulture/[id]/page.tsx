import { SchoolLayout, sectionOf } from '@/components/school'
import { ArticleView } from '@/components/ui'
import { idParam, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

const PATH = '/schoolOverview/campusCulture'
type Params = Promise<{ id: string }>
export async function generateMetadata({ params }: { params: Params }) {
  return pageMeta(PAGES.campusCultureDetail, `${PATH}/${(await params).id}`)
}

export default async function CampusCultureDetail({ params }: { params: Params }) {
  const article = await load('school.Campus/info', { campus_id: idParam((await params).id) })
  return (
    <SchoolLayout page={PAGES.campusCultureDetail} section={sectionOf(PATH)} detail={article.title}>
      <ArticleView
        article={article}
        hrefFor={(id) => `${PATH}/${id}`}
        backHref={PATH}
        backLabel={PAGES.campusCulture.zh}
      />
    </SchoolLayout>
  )
}
