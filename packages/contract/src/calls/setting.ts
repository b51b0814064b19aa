import { z } from 'zod'
import { listData, listFilter, noInput } from '../common'
import { SITE_PATH } from '../pages'
import * as E from '../entities'
import { def } from './define'

export const settingCalls = {
  'setting.Setting/setting': def({
    summary: '站点设置、新媒体矩阵、服务与友情链接',
    request: noInput,
    data: E.siteSettings,
  }),
  'setting.Carousel/list': def({ summary: '首页轮播图', request: noInput, data: listData(E.carousel) }),
  'setting.Navigation/info': def({
    summary: '导航：页头菜单、页脚链接组、各栏目侧边导航',
    request: noInput,
    data: E.navigation,
  }),
  'setting.Page/info': def({
    summary: '编辑创建的栏目页或单页（按路径）',
    request: z.object({
      path: z
        .string({ error: '请提供页面路径' })
        .trim()
        .max(200, '页面路径不能超过 200 个字符')
        .regex(SITE_PATH, '页面路径格式不正确'),
    }),
    data: E.pageDetail,
  }),
  'setting.Page/list': def({
    summary: '编辑创建的页面列表（站点地图）',
    request: listFilter,
    data: listData(E.pageSummary),
  }),
}
