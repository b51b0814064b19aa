import type { Metadata } from 'next'
import { HomeBanner } from '@/components/home/home-banner'
import { JsonLd, absoluteUrl } from '@/components/seo/json-ld'
import { HomeEnrolling } from '@/components/home/home-enrolling'
import { HomeFormats } from '@/components/home/home-formats'
import { HomeNews } from '@/components/home/home-news'
import { loadOptional } from '@/lib/api'
import { PAGES } from '@/lib/pages'

export async function generateMetadata(): Promise<Metadata> {
  // The root layout's title template does not apply to its own segment's page.
  const settings = await loadOptional('setting.Setting/setting')
  const name = settings?.setting.site_name
  return {
    title: { absolute: name ? `${PAGES.home.title} - ${name}` : PAGES.home.title },
    alternates: { canonical: '/' },
  }
}

export default async function HomePage() {
  const s = (await loadOptional('setting.Setting/setting'))?.setting
  return (
    <div className="layout layout-default home" data-layout={PAGES.home.layout}>
      {s && (
        <JsonLd
          data={{
            '@type': 'CollegeOrUniversity',
            name: s.site_name,
            ...(s.site_name_en ? { alternateName: s.site_name_en } : {}),
            url: absoluteUrl('/'),
            ...(s.logo ? { logo: s.logo.url } : {}),
            ...(s.address
              ? {
                  address: {
                    '@type': 'PostalAddress',
                    streetAddress: s.address,
                    postalCode: s.postcode || undefined,
                    addressCountry: 'CN',
                  },
                }
              : {}),
            ...(s.phone ? { telephone: s.phone } : {}),
            ...(s.email ? { email: s.email } : {}),
          }}
        />
      )}
      <h1 className="sr-only">首页</h1>
      <HomeBanner />
      <HomeNews />
      <HomeFormats />
      <HomeEnrolling />
    </div>
  )
}
