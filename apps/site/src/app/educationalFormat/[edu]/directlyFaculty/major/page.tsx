import { openMajorPages } from '@/components/openMajors'

export default openMajorPages('directlyFaculty').Redirect
