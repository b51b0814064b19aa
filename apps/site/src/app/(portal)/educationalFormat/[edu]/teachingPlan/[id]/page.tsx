import { eduNewsPages } from '../../_lib/news-pages'

const pages = eduNewsPages('teachingPlan')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
