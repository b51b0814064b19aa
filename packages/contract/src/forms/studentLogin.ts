import { z } from 'zod'
import { captchaFields } from '../calls/define'

export { issuesToErrors } from '../envelope'

/** The score-query login form (`<type>.Student/login`); its own module, like every form's schema. */
export const studentLoginInput = z.object({
  student_no: z.string({ error: '请输入学号' }).trim().min(1, '请输入学号').max(32, '学号不能超过 32 个字符'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码不能超过 128 个字符'),
  ...captchaFields,
})
