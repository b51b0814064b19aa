// `/featured/news?theme_id=N&page=M`, rewritten here by src/proxy.ts: cacheable per theme and page.
import { featuredSection } from '../../../../_lib/section-pages'

const section = featuredSection('news')
export const metadata = section.listMetadata
export default section.List
