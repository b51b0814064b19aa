import type { Payload } from 'payload'
import '../admin.scss'
import { readBrand } from './brand'

/** The school's logo and name at the top of the console's navigation. */
export async function NavBrand({ payload }: { payload: Payload }) {
  const { name, logo } = await readBrand(payload)
  return (
    <a className="ou-brand ou-brand--nav" href="/admin">
      {logo && <img src={logo} alt="" width={36} height={36} />}
      <div>
        <strong>{name}</strong>
        <span>内容管理平台</span>
      </div>
    </a>
  )
}
