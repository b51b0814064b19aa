import { noInput } from '../common'
import * as E from '../entities'
import { def } from './define'

export const systemCalls = {
  'system.Health/check': def({ summary: '健康检查', request: noInput, data: E.health }),
  'system.Health/ready': def({ summary: '就绪检查', request: noInput, data: E.readiness }),
}
