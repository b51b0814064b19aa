import { openMajorPages } from '../../_lib/open-major-pages'
export { generateStaticParams } from '@/lib/api'

export default openMajorPages('teachingPlan').Redirect
