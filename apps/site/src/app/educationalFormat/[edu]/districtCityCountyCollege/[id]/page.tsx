import { eduSchoolPages } from '@/components/edu'

const pages = eduSchoolPages('districtCityCountyCollege')
export const generateMetadata = pages.detailMetadata
export default pages.Detail
