import { openMajorPages } from '../../_lib/open-major-pages'

export default openMajorPages('directlyFaculty').Redirect
