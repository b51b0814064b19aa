import type { FormatPage } from '@ou/contract'
import { BilingualHeading } from '@/components/ui/bilingual-heading'
import { Img } from '@/components/ui/img'
import { Prose } from '@/components/ui/prose'

/** The title and summary that open a format page and the formats index. */
export function FormatIntro({
  title,
  titleEn,
  summary,
}: {
  title: string
  titleEn: string
  summary?: string | null
}) {
  return (
    <header className="format-intro">
      <BilingualHeading zh={title} en={titleEn} />
      {summary && <p className="format-summary">{summary}</p>}
    </header>
  )
}

/** The body of a format settings page (`…Setting/…Info`). */
export function FormatContent({ data, extra }: { data: FormatPage; extra?: FormatPage | null }) {
  const sections = [...data.sections, ...(extra?.sections ?? [])]
  const c = data.contact
  return (
    <div className="format-content">
      <FormatIntro title={data.title} titleEn={data.title_en} summary={data.summary} />
      <Prose html={data.content} />
      {extra && extra.content && (
        <section className="format-extra">
          <h2 className="block-title">{extra.title}</h2>
          <Prose html={extra.content} />
        </section>
      )}
      {sections.length > 0 && (
        <div className="format-sections">
          {sections.map((s, i) => (
            <section key={i} className="format-section">
              {s.image && (
                <div className="format-section-img">
                  <Img image={s.image} sizes="(max-width: 900px) 100vw, 40vw" alt="" />
                </div>
              )}
              <div className="format-section-body">
                <h3>{s.title}</h3>
                <Prose html={s.content} />
              </div>
            </section>
          ))}
        </div>
      )}
      {(c.phone || c.address || c.email) && (
        <aside className="contact-card" aria-label="联系方式">
          <h2>联系方式</h2>
          <ul>
            {c.phone && <li>电话：{c.phone}</li>}
            {c.address && <li>地址：{c.address}</li>}
            {c.email && (
              <li>
                邮箱：<a href={`mailto:${c.email}`}>{c.email}</a>
              </li>
            )}
          </ul>
        </aside>
      )}
    </div>
  )
}
