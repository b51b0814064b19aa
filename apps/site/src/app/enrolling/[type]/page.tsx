import { redirect } from 'next/navigation'
import { enrollingBase, typeParam, type TypeParams } from '@/components/enrolling'

export default async function EnrollingTypeIndex({ params }: { params: TypeParams }) {
  redirect(`${enrollingBase(await typeParam(params))}/information`)
}
