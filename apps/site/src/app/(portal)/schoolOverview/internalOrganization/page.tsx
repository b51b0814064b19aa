import Link from '@/components/ui/link'
import { SchoolLayout } from '@/components/school/school-layout'
import { Empty } from '@/components/ui/empty'
import { load } from '@/lib/api'
import { href } from '@/lib/routes'
import { schoolMeta } from '../_lib/meta'

export const metadata = schoolMeta('internalOrganization')

export default async function OrganizationPage() {
  const data = await load('school.Department/list', { page: 0, limit: 0 })
  const groups = new Map<string, typeof data.list>()
  for (const d of data.list) groups.set(d.group || '其他', [...(groups.get(d.group || '其他') ?? []), d])
  return (
    <SchoolLayout section="internalOrganization">
      {!data.list.length && <Empty />}
      {[...groups].map(([group, items]) => (
        <section key={group} className="org-group">
          <h2 className="block-title">{group}</h2>
          <ul className="org-list">
            {items.map((d) => (
              <li key={d.id}>
                <Link href={href.schoolDetail('internalOrganization', d.id)}>
                  <span className="org-name">{d.name}</span>
                  {d.summary && <span className="org-summary">{d.summary}</span>}
                  <span className="org-meta">
                    {d.phone && <span>电话 {d.phone}</span>}
                    {d.location && <span>{d.location}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </SchoolLayout>
  )
}
