import Link from '@/components/ui/link'
import { FormatCards } from '@/components/formats/format-cards'
import { Empty } from '@/components/ui/empty'
import { loadOptional } from '@/lib/api'
import { href } from '@/lib/routes'
import { BilingualHeading } from '@/components/ui/bilingual-heading'

/** The education formats block of the home page. */
export async function HomeFormats() {
  const data = await loadOptional('educationFormat.Setting/baseInfo')
  return (
    <section className="home-section home-formats" aria-labelledby="home-formats-title">
      <div className="container">
        <div className="section-title">
          <BilingualHeading
            id="home-formats-title"
            zh={data?.title || '办学形式'}
            en={data?.title_en || 'Educational Formats'}
          />
          <Link href={href.formats()} className="more">
            更多<span className="sr-only">办学形式</span> →
          </Link>
        </div>
        {data?.intro && <p className="section-intro">{data.intro}</p>}
        {data?.formats.length ? <FormatCards formats={data.formats} /> : <Empty />}
      </div>
    </section>
  )
}
