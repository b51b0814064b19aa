import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { managedBy } from '../access/roles'

/** Image breakpoints (docs/architecture.md, "Images"); every rendition is webp, so 1x and 2x pick from the same list. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const

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
  upload: {
    staticDir: process.env.MEDIA_DIR || path.resolve(process.cwd(), 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
    imageSizes: Object.entries(IMAGE_BREAKPOINTS).map(([name, width]) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: 78 } },
    })),
    adminThumbnail: 'xs',
  },
  fields: [{ name: 'alt', label: '替代文字', type: 'text', required: true, maxLength: 120 }],
}
