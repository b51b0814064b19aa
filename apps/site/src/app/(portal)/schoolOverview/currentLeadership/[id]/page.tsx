import Link from '@/components/ui/link'
import { Img } from '@/components/ui/img'
import { Prose } from '@/components/ui/prose'
import { load } from '@/lib/api'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'
import { notInText } from '@/lib/summary'
import { schoolRecordPages } from '../../_lib/record-pages'

const pages = schoolRecordPages(
  'currentLeadership',
  PAGES.currentLeadershipDetail,
  (id) => load('school.Staff/info', { staff_id: id }),
  (p) => (
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
  ),
)
export const generateMetadata = pages.detailMetadata
export default pages.Detail
