import { publicConfig } from '@/lib/env'

/** Structured data (schema.org JSON-LD) for search engines; a data block, never run as script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // `<` escaped: a title containing "</script>" must not end the block.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

/** An absolute address on this site. */
export const absoluteUrl = (path: string) => new URL(path, publicConfig().siteOrigin).toString()
