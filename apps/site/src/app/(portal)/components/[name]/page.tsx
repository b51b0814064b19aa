import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { HOME_COMPONENTS } from '@/components/home'
import { PAGES } from '@/lib/pages'
import { HOME_COMPONENT_NAMES, type HomeComponentName } from '@/lib/routes'

export const metadata: Metadata = { title: PAGES.homeComponent.title, robots: { index: false } }

/** The home components, each served alone as a route of its own. */
export default async function HomeComponentPage({ params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  if (!(HOME_COMPONENT_NAMES as readonly string[]).includes(name)) notFound()
  const Component = HOME_COMPONENTS[name as HomeComponentName]
  return (
    <div className="layout layout-default" data-layout="default" data-component={name}>
      <h1 className="sr-only">
        {PAGES.homeComponent.zh}：{name}
      </h1>
      <Component />
    </div>
  )
}
