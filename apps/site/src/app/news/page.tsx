import { redirect } from 'next/navigation'

export default function NewsIndex() {
  redirect('/news/1')
}
