import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { getPayload } from 'payload'
import { readBrand } from '@/components/admin/brand/brand'
import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

const SUFFIX = ' - 内容管理平台'

/** Payload's page title, with the school's name from site settings, and its logo as the tab icon. */
export async function generateMetadata({ params, searchParams }: Args): Promise<Metadata> {
  const [meta, brand] = await Promise.all([
    generatePageMetadata({ config, params, searchParams }),
    getPayload({ config }).then(readBrand),
  ])
  const title = typeof meta.title === 'string' ? meta.title : ''
  return {
    ...meta,
    title: `${title.endsWith(SUFFIX) ? title.slice(0, -SUFFIX.length) : title} - ${brand.name}内容管理平台`,
    ...(brand.logo && { icons: [{ rel: 'icon', url: brand.logo }] }),
  }
}

const Page = ({ params, searchParams }: Args) => RootPage({ config, params, searchParams, importMap })

export default Page
