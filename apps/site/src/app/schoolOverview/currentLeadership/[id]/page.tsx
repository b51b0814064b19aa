import Link from 'next/link'
import { Img } from '@/components/Img'
import { SchoolLayout, sectionOf } from '@/components/school'
import { Prose } from '@/components/ui'
import { idParam, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

const PATH = '/schoolOverview/currentLeadership'
type Params = Promise<{ id: string }>
export async function generateMetadata({ params }: { params: Params }) {
  return pageMeta(PAGES.currentLeadershipDetail, `${PATH}/${(await params).id}`)
}

export default async function LeaderDetail({ params }: { params: Params }) {
  const p = await load('school.Staff/info', { staff_id: idParam((await params).id) })
  return (
    <SchoolLayout page={PAGES.currentLeadershipDetail} section={sectionOf(PATH)} detail={p.name}>
      <article className="profile">
        <div className="profile-photo">
          <Img image={p.photo} sizes="280px" alt={`${p.name}照片`} />
        </div>
        <div className="profile-body">
          <h1>{p.name}</h1>
          <p className="profile-position">{p.position}</p>
          <p className="profile-duties">
            <strong>工作分工：</strong>
            {p.duties}
          </p>
          <Prose html={p.resume} />
          <Link href={PATH} className="btn btn-ghost">
            ← 返回{PAGES.currentLeadership.zh}
          </Link>
        </div>
      </article>
    </SchoolLayout>
  )
}
