import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { checkUploadContent, contentHashedName, uploadAccess, uploadResponseHeaders } from '@/lib/uploads'

/** Image breakpoints (docs/architecture.md, "Images"); every rendition is webp, so 1x and 2x pick from the same list. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '媒体文件', plural: '媒体库' },
  admin: { group: '站点', useAsTitle: 'alt' },
  access: uploadAccess,
  hooks: { beforeOperation: [checkUploadContent('image'), contentHashedName] },
  upload: {
    staticDir: env.mediaDir,
    // No SVG: its text can carry script (docs/security.md, "Uploads").
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
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
    // The server never fetches a file from an address typed in (docs/security.md, outbound requests).
    pasteURL: false,
    modifyResponseHeaders: uploadResponseHeaders(false),
  },
  fields: [{ name: 'alt', label: '替代文字', type: 'text', required: true, maxLength: 120 }],
}
