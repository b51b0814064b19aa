import Link from '@/components/ui/link'
import { Facts, MetaLine } from '@/components/article/record-parts'
import { FormatLayout } from '@/components/formats/format-layout'
import { Img } from '@/components/ui/img'
import { Prose } from '@/components/ui/prose'
import { idParam, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ELDERLY_NAV, TIMETABLE, formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'

const page = formatPageInfo('elderlyEducation', { zh: '课程详情', en: 'Course' }, 'content')
type Params = Promise<{ id: string }>
export async function generateMetadata({ params }: { params: Params }) {
  return pageMeta(page, href.course(idParam((await params).id)))
}

export default async function CoursePage({ params }: { params: Params }) {
  const c = await load('oldEducation.Course/info', { course_id: idParam((await params).id) })
  return (
    <FormatLayout
      format="elderlyEducation"
      page={page}
      nav={ELDERLY_NAV}
      crumbs={[{ href: href.timetable(), label: TIMETABLE.zh }, { label: c.name }]}
    >
      <article className="article-view">
        <header className="article-head">
          <h1>{c.name}</h1>
          <MetaLine
            facts={[
              ['类别', c.category],
              ['学期', c.term],
            ]}
          />
        </header>
        <Facts
          items={[
            ['授课教师', c.teacher],
            ['上课时间', c.schedule],
            ['上课地点', c.location],
            ['招收名额', <>{c.capacity} 人</>],
          ]}
        />
        {c.cover && <Img image={c.cover} sizes="(max-width: 900px) 100vw, 800px" className="article-cover" />}
        {c.summary && <p className="article-lead">{c.summary}</p>}
        <Prose html={c.content} />
        <p>
          <Link href={href.timetable()} className="btn btn-ghost">
            ← 返回课程表
          </Link>
        </p>
      </article>
    </FormatLayout>
  )
}
