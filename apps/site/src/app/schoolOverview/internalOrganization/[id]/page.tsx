import Link from 'next/link'
import { Img } from '@/components/ui/img'
import { SchoolLayout } from '@/components/school/school-layout'
import { Prose } from '@/components/ui/prose'
import { idParam, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

type Params = Promise<{ id: string }>
export async function generateMetadata({ params }: { params: Params }) {
  return pageMeta(
    PAGES.internalOrganizationDetail,
    href.schoolDetail('internalOrganization', idParam((await params).id)),
  )
}

export default async function DepartmentDetail({ params }: { params: Params }) {
  const d = await load('school.Department/info', { department_id: idParam((await params).id) })
  return (
    <SchoolLayout page={PAGES.internalOrganizationDetail} section="internalOrganization" detail={d.name}>
      <article className="article-view">
        <header className="article-head">
          <h1>{d.name}</h1>
          <p className="article-meta">
            {d.group && <span>类别：{d.group}</span>}
            {d.phone && <span>电话：{d.phone}</span>}
            {d.location && <span>地址：{d.location}</span>}
          </p>
        </header>
        {d.cover && <Img image={d.cover} sizes="(max-width: 900px) 100vw, 800px" className="article-cover" />}
        <Prose html={d.content} />
        <p>
          <Link href={href.school('internalOrganization')} className="btn btn-ghost">
            ← 返回{PAGES.internalOrganization.zh}
          </Link>
        </p>
      </article>
    </SchoolLayout>
  )
}
