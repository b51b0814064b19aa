import type { EduType } from '@ou/contract'
import type { Role } from '../access/roles'

/** Demo console accounts (README lists them). For a local demo only: change them before going live. */
export const DEMO_STAFF: { email: string; password: string; name: string; roles: Role[] }[] = [
  { email: 'admin@ou.edu.cn', password: 'Admin#2026', name: '系统管理员', roles: ['admin'] },
  { email: 'editor@ou.edu.cn', password: 'Editor#2026', name: '宣传部编辑', roles: ['editor'] },
  { email: 'shenhe@ou.edu.cn', password: 'Shenhe#2026', name: '宣传部审核员', roles: ['reviewer'] },
  { email: 'zhaosheng@ou.edu.cn', password: 'Zhaosheng#2026', name: '招生办老师', roles: ['admissions'] },
  { email: 'jiaowu@ou.edu.cn', password: 'Jiaowu#2026', name: '教务处老师', roles: ['academic'] },
  { email: 'xinxiang@ou.edu.cn', password: 'Xinxiang#2026', name: '信箱管理员', roles: ['mailbox'] },
  { email: 'xxgk@ou.edu.cn', password: 'Xxgk#2026', name: '信息公开办', roles: ['disclosure'] },
]

/**
 * A demo member of two sites' staff with a different role on each (issue 34, roles per site):
 * 编辑 on 绵阳分校 (writes drafts there) and 审核员 on 德阳分校 (reviews and publishes there).
 */
export const DEMO_MIXED_STAFF: {
  email: string
  password: string
  name: string
  site_roles: { site: string; roles: ('siteAdmin' | 'editor' | 'reviewer')[] }[]
} = {
  email: 'my-dy@ou.edu.cn',
  password: 'Zhanqun#2026',
  name: '绵阳编辑兼德阳审核员',
  site_roles: [
    { site: 'mianyang', roles: ['editor'] },
    { site: 'deyang', roles: ['reviewer'] },
  ],
}

/** Demo students, each with scores over several terms. */
export const DEMO_STUDENTS: {
  edu_type: EduType
  student_no: string
  password: string
  name: string
  major: string
}[] = [
  {
    edu_type: 'openEducation',
    student_no: '2251101200001',
    password: 'Student#2026',
    name: '李明远',
    major: '行政管理（本科）',
  },
  {
    edu_type: 'openEducation',
    student_no: '2251101200002',
    password: 'Student#2026',
    name: '王雨桐',
    major: '会计学（本科）',
  },
  {
    edu_type: 'openEducation',
    student_no: '2251101200003',
    password: 'Student#2026',
    name: '陈思源',
    major: '计算机科学与技术（本科）',
  },
  {
    edu_type: 'adultEducation',
    student_no: '2023310100001',
    password: 'Student#2026',
    name: '张晓燕',
    major: '护理学（专升本）',
  },
  {
    edu_type: 'adultEducation',
    student_no: '2023310100002',
    password: 'Student#2026',
    name: '刘建国',
    major: '工程管理（专升本）',
  },
  {
    edu_type: 'adultEducation',
    student_no: '2023310100003',
    password: 'Student#2026',
    name: '赵欣然',
    major: '学前教育（专科）',
  },
]
