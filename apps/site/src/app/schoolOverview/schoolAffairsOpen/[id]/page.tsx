import { schoolArticlePages } from '../../_lib/article-pages'
export { generateStaticParams } from '@/lib/api'

const pages = schoolArticlePages('schoolAffairsOpen')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
