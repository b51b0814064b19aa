import Link from 'next/link'
import { Img } from '@/components/ui/img'
import { SchoolLayout } from '@/components/school/school-layout'
import { Prose } from '@/components/ui/prose'
import { idParam, load } from '@/lib/api'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'
import { schoolDetailMeta } from '../../_lib/meta'
import { notInText } from '@/lib/summary'

type Params = Promise<{ id: string }>
export const generateMetadata = schoolDetailMeta('currentLeadership', PAGES.currentLeadershipDetail)

export default async function LeaderDetail({ params }: { params: Params }) {
  const p = await load('school.Staff/info', { staff_id: idParam((await params).id) })
  return (
    <SchoolLayout page={PAGES.currentLeadershipDetail} section="currentLeadership" detail={p.name}>
      <article className="profile">
        <div className="profile-photo">
          <Img image={p.photo} sizes="280px" alt={`${p.name}照片`} />
        </div>
        <div className="profile-body">
          <h1>{p.name}</h1>
          <p className="profile-position">{p.position}</p>
          {notInText(p.duties, p.resume) && (
            <p className="profile-duties">
              <strong>工作分工：</strong>
              {p.duties}
            </p>
          )}
          <Prose html={p.resume} />
          <Link href={href.school('currentLeadership')} className="btn btn-ghost">
            ← 返回{PAGES.currentLeadership.zh}
          </Link>
        </div>
      </article>
    </SchoolLayout>
  )
}
