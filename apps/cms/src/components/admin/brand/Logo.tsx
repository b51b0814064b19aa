import type { Payload } from 'payload'
import '../admin.scss'
import { readBrand } from './brand'

/** The login page's mark: the school's logo and name instead of Payload's. */
export async function Logo({ payload }: { payload: Payload }) {
  const { name, logo } = await readBrand(payload)
  return (
    <div className="ou-brand ou-brand--login">
      {logo && <img src={logo} alt="" width={64} height={64} />}
      <div>
        <strong>{name}</strong>
        <span>内容管理平台</span>
      </div>
    </div>
  )
}
