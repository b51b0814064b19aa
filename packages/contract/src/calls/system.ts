import { z } from 'zod'
import { noInput } from '../common'
import * as E from '../entities'
import { captchaFields, def } from './define'

export const systemCalls = {
  'system.Health/check': def({ summary: '健康检查', request: noInput, data: E.health }),
  'system.Health/ready': def({ summary: '就绪检查', request: noInput, data: E.readiness }),
  'system.Captcha/audio': def({
    summary: '语音验证码（任一验证码的普通话朗读）',
    request: z.object({ captcha_id: captchaFields.captcha_id }),
    data: E.captchaAudio,
  }),
}
