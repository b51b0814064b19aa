import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { checkUploadContent, contentHashedName, uploadAccess, uploadResponseHeaders } from '@/lib/uploads'
import { confine, confineAccess, guardSite, siteField } from '@/sites/scope'

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

const confined = confineAccess(uploadAccess)

/**
 * 站群: each attachment belongs to one site, as images do (Media.ts): staff confined to sites list,
 * upload, change and delete only their sites' attachments. A file's URL stays public to everyone (a
 * page of any site offers its downloads to visitors and signed-in staff alike), so a file read is
 * never confined.
 */
const filesAccess = {
  ...confined,
  read: ((args) =>
    args.isReadingStaticFile ? uploadAccess.read(args) : confine(uploadAccess.read, 'read')(args)) as Access,
}

/** Attachments (PDF, Word, Excel …) that articles link to for download. */
export const Files: CollectionConfig = {
  slug: 'files',
  labels: { singular: '附件', plural: '附件' },
  admin: {
    group: '站点',
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'filesize', 'site', 'updatedAt'],
    description:
      '可在正文中插入的附件（PDF、Word、Excel、PPT、ZIP），网站上显示为下载链接。附件属于一个站点，只能用在该站点的内容中。',
  },
  access: filesAccess,
  hooks: {
    beforeOperation: [checkUploadContent('attachment'), contentHashedName],
    // An upload without a site lands on its author's site (the portal for the web office).
    beforeValidate: [guardSite],
  },
  upload: {
    staticDir: path.join(env.mediaDir, 'files'),
    mimeTypes: Object.keys(ATTACHMENT_TYPES),
    // The server never fetches a file from an address typed in (docs/security.md, outbound requests).
    pasteURL: false,
    // Attachments are downloads, named after their content like images.
    modifyResponseHeaders: uploadResponseHeaders(true),
  },
  fields: [
    siteField,
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
