import { createHash } from 'node:crypto'
import path from 'node:path'
import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { managedBy } from '@/access/roles'
import { env } from '@/lib/env'

/** Image breakpoints (docs/architecture.md, "Images"); every rendition is webp, so 1x and 2x pick from the same list. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const

/**
 * Every uploaded file is named after its content (`name-<hash>.ext`, renditions follow), so a URL
 * always means the same bytes and browsers and proxies may keep it for a year. Replacing an image
 * gives it a new URL.
 */
const contentHashedName: CollectionBeforeOperationHook = ({ args, req }) => {
  const file = req.file
  if (file?.data?.length) {
    const ext = path.extname(file.name)
    const base = path.basename(file.name, ext).replace(/-[0-9a-f]{10}$/, '')
    file.name = `${base}-${createHash('sha256').update(file.data).digest('hex').slice(0, 10)}${ext}`
  }
  return args
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '媒体文件', plural: '媒体库' },
  admin: { group: '站点', useAsTitle: 'alt' },
  access: {
    // Files are public images of the site; writing them is for staff who edit content.
    read: () => true,
    create: managedBy('editor', 'admissions', 'academic'),
    update: managedBy('editor', 'admissions', 'academic'),
    delete: managedBy('editor'),
  },
  hooks: { beforeOperation: [contentHashedName] },
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
    // Renditions are scaled, never cropped: a focal point or a crop would rewrite files in place.
    focalPoint: false,
    crop: false,
    imageSizes: Object.entries(IMAGE_BREAKPOINTS).map(([name, width]) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: 78 } },
    })),
    adminThumbnail: 'xs',
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'public, max-age=31536000, immutable')
      return headers
    },
  },
  fields: [{ name: 'alt', label: '替代文字', type: 'text', required: true, maxLength: 120 }],
}
