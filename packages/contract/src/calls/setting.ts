import { listData, noInput } from '../common'
import * as E from '../entities'
import { def } from './define'

export const settingCalls = {
  'setting.Setting/setting': def({
    summary: '站点设置、新媒体矩阵、服务与友情链接',
    request: noInput,
    data: E.siteSettings,
  }),
  'setting.Carousel/list': def({ summary: '首页轮播图', request: noInput, data: listData(E.carousel) }),
}
