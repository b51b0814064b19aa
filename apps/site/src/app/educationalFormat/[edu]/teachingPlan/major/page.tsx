import { openMajorPages } from '@/components/openMajors'

export default openMajorPages('teachingPlan').Redirect
