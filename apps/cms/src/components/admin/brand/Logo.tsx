import type { Payload } from 'payload'
import '../admin.scss'
import { readBrand } from './brand'
import { Mark } from './Mark'

/** The login page's mark: the school's logo and name instead of Payload's. */
export async function Logo({ payload }: { payload: Payload }) {
  const { name, logo } = await readBrand(payload)
  return (
    <div className="ou-brand ou-brand--login">
      <Mark name={name} logo={logo} size={64} />
    </div>
  )
}
