import type { Payload } from 'payload'
import '../admin.scss'
import { readBrand } from './brand'
import { Mark } from './Mark'

/** The school's logo and name at the top of the console's navigation. */
export async function NavBrand({ payload }: { payload: Payload }) {
  const { name, logo } = await readBrand(payload)
  return (
    <a className="ou-brand ou-brand--nav" href="/admin">
      <Mark name={name} logo={logo} size={36} />
    </a>
  )
}
