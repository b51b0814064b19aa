import type { Metadata } from 'next'
import { HomeBanner, HomeEnrolling, HomeFormats, HomeNews } from '@/components/home'
import { PAGES } from '@/lib/pages'

export const metadata: Metadata = { title: PAGES.home.title, alternates: { canonical: '/' } }

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
