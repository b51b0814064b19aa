import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { checkUploadContent, contentHashedName, uploadAccess, uploadResponseHeaders } from '@/lib/uploads'

/** The office formats schools publish as attachments: shown in articles as download links. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.ms-powerpoint': 'PPT',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/zip': 'ZIP',
}

/** Attachments (PDF, Word, Excel …) that articles link to for download. */
export const Files: CollectionConfig = {
  slug: 'files',
  labels: { singular: '附件', plural: '附件' },
  admin: {
    group: '站点',
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'],
    description: '可在正文中插入的附件（PDF、Word、Excel、PPT、ZIP），网站上显示为下载链接。',
  },
  access: uploadAccess,
  hooks: { beforeOperation: [checkUploadContent('attachment'), contentHashedName] },
  upload: {
    staticDir: path.join(env.mediaDir, 'files'),
    mimeTypes: Object.keys(ATTACHMENT_TYPES),
    // The server never fetches a file from an address typed in (docs/security.md, outbound requests).
    pasteURL: false,
    // Attachments are downloads, named after their content like images.
    modifyResponseHeaders: uploadResponseHeaders(true),
  },
  fields: [
    {
      name: 'title',
      label: '显示名称',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: '网站上下载链接的文字，例如“2026 年春季招生简章”' },
    },
  ],
}
