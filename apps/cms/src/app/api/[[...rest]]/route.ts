import { Code } from '@ou/contract'
import { fail, toResponse } from '@/api/respond'

// Any other path under /api answers the envelope, never an HTML page.
const notFound = () => toResponse(fail(404, Code.NOT_FOUND, '接口不存在'))
export { notFound as GET, notFound as POST, notFound as PUT, notFound as DELETE, notFound as PATCH }
