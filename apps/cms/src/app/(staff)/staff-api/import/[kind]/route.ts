import { eduType } from '@ou/contract'
import { clientAddress } from '@/lib/requestAddress'
import { audit } from '@/audit/record'
import { eduTypeOptions } from '@/collections/options'
import { IMPORTERS } from '@/imports/access'
import { IMPORT_KINDS, IMPORT_LABEL, runImport, type ImportKind } from '@/imports/run'
import { SheetError } from '@/imports/table'
import { staffOnly } from '@/app/(staff)/staff'
import { limitBody } from '@/lib/restGuards'
import { log } from '@/lib/log'

const MAX_FILE_BYTES = 20 * 1024 * 1024
type Params = { params: Promise<{ kind: string }> }

/**
 * A spreadsheet import: students or scores (academic affairs, per type of education), or the
 * teaching plans of majors. `dry_run=1` previews; otherwise all or nothing.
 */
export async function POST(request: Request, { params }: Params) {
  const { kind } = await params
  if (!IMPORT_KINDS.includes(kind as ImportKind))
    return Response.json({ message: '未知的导入类型' }, { status: 404 })
  const { payload, user, denied } = await staffOnly(request, ...IMPORTERS[kind as ImportKind])
  if (denied) return denied
  // Never read more than the file limit (and the form around it) into memory.
  const checked = await limitBody(request, MAX_FILE_BYTES + 64 * 1024)
  if (checked instanceof Response) return Response.json({ message: '文件不能超过 20 MB' }, { status: 413 })
  let form: FormData
  try {
    form = await checked.formData()
  } catch {
    return Response.json({ message: '请上传文件' }, { status: 422 })
  }
  const file = form.get('file')
  const type = eduType.safeParse(form.get('edu_type'))
  if (!(file instanceof File) || file.size === 0)
    return Response.json({ message: '请选择要导入的文件' }, { status: 422 })
  if (file.size > MAX_FILE_BYTES) return Response.json({ message: '文件不能超过 20 MB' }, { status: 413 })
  // Plans belong to majors, not to a type of education.
  const perType = kind !== 'teaching-plan'
  if (perType && !type.success) return Response.json({ message: '请选择办学类型' }, { status: 422 })
  try {
    const dryRun = form.get('dry_run') === '1'
    const result = await runImport(
      payload,
      kind as ImportKind,
      type.data ?? 'openEducation',
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      dryRun,
    )
    if (!dryRun && !result.errors.length)
      await audit(payload, {
        action: 'import',
        user,
        ip: clientAddress(request.headers),
        target: {
          collection: kind === 'teaching-plan' ? 'majors' : kind,
          label: IMPORT_LABEL[kind as ImportKind],
        },
        summary: `导入${IMPORT_LABEL[kind as ImportKind]} ${result.imported} 条（${perType ? `${eduTypeOptions.find((o) => o.value === type.data)?.label}，` : ''}文件“${file.name.slice(0, 80)}”，用时 ${result.seconds.toFixed(1)} 秒）`,
      })
    return Response.json(result, { status: result.errors.length ? 422 : 200 })
  } catch (e) {
    if (e instanceof SheetError) return Response.json({ message: e.message }, { status: 422 })
    log().error({ err: e, kind }, 'import failed')
    return Response.json({ message: '导入失败，数据未作任何修改' }, { status: 500 })
  }
}
