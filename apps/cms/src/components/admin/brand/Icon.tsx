import type { Payload } from 'payload'
import { readBrand } from './brand'

/** The small mark in the console's header, linking home. */
export async function Icon({ payload }: { payload: Payload }) {
  const { name, logo } = await readBrand(payload)
  return logo ? (
    <img className="ou-brand__icon" src={logo} alt={name} width={28} height={28} />
  ) : (
    <span>{name}</span>
  )
}
