import { Img } from '@/components/ui/img'
import { SchoolLayout } from '@/components/school/school-layout'
import { Prose } from '@/components/ui/prose'
import { load } from '@/lib/api'
import { schoolMeta } from '../_lib/meta'
import { BilingualHeading } from '@/components/ui/bilingual-heading'

export const metadata = schoolMeta('aboutSchool')

export default async function AboutSchoolPage() {
  const [info, intro] = await Promise.all([
    load('school.Setting/info'),
    load('school.Introduction/list', { page: 0, limit: 0 }),
  ])
  return (
    <SchoolLayout section="aboutSchool">
      <section className="about-hero">
        <div className="about-hero-text">
          <BilingualHeading zh={info.name} en={info.name_en} />
          {info.motto && (
            <p className="motto">
              <span className="motto-label">校训</span>
              {info.motto}
            </p>
          )}
          <Prose html={info.intro} />
        </div>
        {info.cover && (
          <div className="about-hero-img">
            <Img image={info.cover} sizes="(max-width: 900px) 100vw, 40vw" />
          </div>
        )}
      </section>
      {info.stats.length > 0 && (
        <ul className="stats">
          {info.stats.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
      )}
      {intro.list.map((section) => (
        <section key={section.id} className="intro-section">
          <h3 className="block-title">{section.title}</h3>
          <div className={section.image ? 'intro-with-image' : undefined}>
            <Prose html={section.content} />
            {section.image && (
              <Img image={section.image} sizes="(max-width: 900px) 100vw, 35vw" className="intro-img" />
            )}
          </div>
        </section>
      ))}
    </SchoolLayout>
  )
}
