import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { HOME_COMPONENTS } from '@/components/home'
import { PAGES } from '@/lib/pages'

export const metadata: Metadata = { title: PAGES.homeComponent.title, robots: { index: false } }

/** The home components, registered as routes of their own (SPEC.md §2). */
export default async function HomeComponentPage({ params }: { params: Promise<{ name: string }> }) {
  const { name } = await params
  if (!Object.hasOwn(HOME_COMPONENTS, name)) notFound()
  const Component = HOME_COMPONENTS[name as keyof typeof HOME_COMPONENTS]
  return (
    <div className="layout layout-default" data-layout="default" data-component={name}>
      <h1 className="sr-only">
        {PAGES.homeComponent.zh}：{name}
      </h1>
      <Component />
    </div>
  )
}
