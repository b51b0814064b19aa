import { redirect } from 'next/navigation'
import { href } from '@/lib/routes'
import { typeParam, type TypeParams } from './_lib/params'

export default async function EnrollingTypeIndex({ params }: { params: TypeParams }) {
  redirect(href.enrollingChild(await typeParam(params), 'information'))
}
