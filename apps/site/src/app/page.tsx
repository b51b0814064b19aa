import type { Metadata } from 'next'
import { HomeBanner } from '@/components/home/home-banner'
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

export default function HomePage() {
  return (
    <div className="layout layout-default home" data-layout={PAGES.home.layout}>
      <h1 className="sr-only">首页</h1>
      <HomeBanner />
      <HomeNews />
      <HomeFormats />
      <HomeEnrolling />
    </div>
  )
}
