import {
  DELIVERY_FORM_LABEL,
  DISCLOSURE_STATUS_LABEL,
  ID_TYPE_LABEL,
  REQUESTER_TYPE_LABEL,
} from '@ou/contract'
import { clientAddress } from '@/lib/requestAddress'
import { audit } from '@/audit/record'
import { sheetResponse, writeSheet } from '@/imports/table'
import { staffOnly } from '@/app/(staff)/staff'
import { shanghaiTime } from '@/app/(staff)/listExport'

const HEADERS = [
  '查询码',
  '申请人类型',
  '姓名或名称',
  '证件类型',
  '证件号码',
  '统一社会信用代码',
  '联系人',
  '联系电话',
  '电子邮箱',
  '通信地址',
  '所需信息',
  '用途',
  '获取方式',
  '办理状态',
  '受理时间',
  '答复期限',
  '办结时间',
]

/**
 * The disclosure office's export of requests, personal data included: for the annual report's
 * figures and the office's own register. Every export is written to the audit log.
 */
export async function GET(request: Request) {
  const { payload, user, denied } = await staffOnly(request, 'disclosure')
  if (denied) return denied
  const q = new URL(request.url).searchParams
  const status = q.get('status')
  const { docs } = await payload.find({
    collection: 'disclosure-requests',
    where: status ? { status: { equals: status } } : undefined,
    sort: '-received_at',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const rows = docs.map((d) => [
    d.tracking_code,
    REQUESTER_TYPE_LABEL[d.requester_type],
    d.name,
    d.id_type ? ID_TYPE_LABEL[d.id_type] : '',
    d.id_number ?? '',
    d.org_code ?? '',
    d.contact_person ?? '',
    d.phone ?? '',
    d.email ?? '',
    d.address ?? '',
    d.description,
    d.purpose ?? '',
    DELIVERY_FORM_LABEL[d.delivery],
    DISCLOSURE_STATUS_LABEL[d.status],
    d.received_at ? shanghaiTime(d.received_at) : '',
    d.deadline ?? '',
    d.answered_at ? shanghaiTime(d.answered_at) : '',
  ])
  const format = q.get('format') === 'csv' ? 'csv' : 'xlsx'
  const body = await writeSheet(
    format,
    HEADERS,
    rows.map((r) => r.map((c) => String(c ?? ''))),
  )
  await audit(payload, {
    action: 'export',
    user,
    ip: clientAddress(request.headers),
    target: { collection: 'disclosure-requests', label: '依申请公开' },
    summary: `导出信息公开申请 ${rows.length} 条（${format.toUpperCase()}${status ? `，筛选：status=${status}` : ''}，含个人信息）`,
  })
  const stamp = new Date().toISOString().slice(0, 10)
  return sheetResponse(format, `信息公开申请-${stamp}`, body)
}
