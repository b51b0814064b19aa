import { redirect } from 'next/navigation'
import { href } from '@/lib/routes'

/** /news is the first category (`/news/1` names the first category by position). */
export default function NewsIndex() {
  redirect(href.newsCategory('1'))
}
