import {
  APPLICATION_STATUS_LABEL,
  CATEGORY_TYPE_LABEL,
  EDUCATION_BACKGROUND_LABEL,
  GENDER_LABEL,
  MAJOR_LEVEL_LABEL,
} from '@ou/contract'
import type { Where } from 'payload'
import { clientAddress } from '@/lib/requestAddress'
import { audit } from '@/audit/record'
import { sheetResponse, writeSheet } from '@/imports/table'
import { staffOnly } from '@/app/(staff)/staff'
import { shanghaiTime } from '@/app/(staff)/listExport'

const HEADERS = [
  '报名编号',
  '招生季',
  '招生类别',
  '姓名',
  '性别',
  '身份证号',
  '手机号',
  '邮箱',
  '现有学历',
  '报读层次',
  '专业',
  '学习中心',
  '通讯地址',
  '备注',
  '状态',
  '提交时间',
]

/** Admissions export of applications, with the console list's filters (status, category_type, term). */
export async function GET(request: Request) {
  const { payload, user, denied } = await staffOnly(request, 'admissions')
  if (denied) return denied
  const q = new URL(request.url).searchParams
  const and: Where[] = []
  for (const key of ['status', 'category_type', 'term'] as const) {
    const v = q.get(key)
    if (v) and.push({ [key]: { equals: v } })
  }
  const { docs } = await payload.find({
    collection: 'applications',
    where: and.length ? { and } : undefined,
    sort: '-createdAt',
    pagination: false,
    depth: 1,
  })
  const name = (v: unknown) =>
    v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : ''
  const rows = docs.map((d) => [
    d.application_no,
    d.term,
    CATEGORY_TYPE_LABEL[d.category_type as keyof typeof CATEGORY_TYPE_LABEL] ?? d.category_type,
    d.name,
    GENDER_LABEL[d.gender],
    d.id_card,
    d.mobile,
    d.email ?? '',
    EDUCATION_BACKGROUND_LABEL[d.education as keyof typeof EDUCATION_BACKGROUND_LABEL] ?? d.education,
    MAJOR_LEVEL_LABEL[d.level as keyof typeof MAJOR_LEVEL_LABEL] ?? d.level,
    name(d.major),
    name(d.school),
    d.address ?? '',
    d.remark ?? '',
    APPLICATION_STATUS_LABEL[d.status] ?? d.status,
    shanghaiTime(d.createdAt),
  ])
  const format = q.get('format') === 'csv' ? 'csv' : 'xlsx'
  const body = await writeSheet(
    format,
    HEADERS,
    rows.map((r) => r.map((c) => String(c ?? ''))),
  )
  const filters = and.map((w) =>
    Object.entries(w).map(([k, v]) => `${k}=${(v as { equals: string }).equals}`),
  )
  await audit(payload, {
    action: 'export',
    user,
    ip: clientAddress(request.headers),
    target: { collection: 'applications', label: '报名申请' },
    summary: `导出报名申请 ${rows.length} 条（${format.toUpperCase()}${filters.length ? `，筛选：${filters.join('，')}` : ''}）`,
  })
  const stamp = new Date().toISOString().slice(0, 10)
  return sheetResponse(format, `报名申请-${stamp}`, body)
}
