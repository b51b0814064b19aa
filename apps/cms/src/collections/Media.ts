import type { Access, CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { checkUploadContent, contentHashedName, uploadAccess, uploadResponseHeaders } from '@/lib/uploads'
import { confine, confineAccess, guardSite, siteField } from '@/sites/scope'

/** Image breakpoints (docs/architecture.md, "Images"); every rendition is webp, so 1x and 2x pick from the same list. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const

const confined = confineAccess(uploadAccess)

/**
 * 站群: each image belongs to one site, and staff confined to sites list, upload, change and delete
 * only their sites' images. A file's URL stays public to everyone (a page of any site shows its
 * images to visitors and to signed-in staff alike), so a file read is never confined.
 */
const mediaAccess = {
  ...confined,
  read: ((args) =>
    args.isReadingStaticFile ? uploadAccess.read(args) : confine(uploadAccess.read, 'read')(args)) as Access,
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '媒体文件', plural: '媒体库' },
  admin: { group: '站点', useAsTitle: 'alt', defaultColumns: ['filename', 'alt', 'site', 'updatedAt'] },
  access: mediaAccess,
  hooks: {
    beforeOperation: [checkUploadContent('image'), contentHashedName],
    // An upload without a site lands on its author's site (the portal for the web office).
    beforeValidate: [guardSite],
  },
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
  fields: [siteField, { name: 'alt', label: '替代文字', type: 'text', required: true, maxLength: 120 }],
}
