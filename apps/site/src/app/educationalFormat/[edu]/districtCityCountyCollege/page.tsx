import { eduSchoolPages } from '@/components/edu'

const pages = eduSchoolPages('districtCityCountyCollege')
export const generateMetadata = pages.listMetadata
export default pages.List
