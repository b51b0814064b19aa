import { EduLayout } from '@/components/edu/edu-layout'
import { ScoreLogin } from '@/components/scores/score-login'
import { FORMATS } from '@/lib/pages'
import { EDU_ROUTES, href } from '@/lib/routes'
import { eduChildMetadata } from '../_lib/child'
import { eduParam, type EduParams } from '../_lib/params'

export const generateMetadata = eduChildMetadata('login', 'login')

export default async function ScoreLoginPage({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return (
    <EduLayout edu={edu} child="login" layout="login">
      <div className="login-card">
        <h2>{FORMATS[edu].zh}学生成绩查询</h2>
        <p className="muted">请输入学号、密码和验证码登录。登录状态仅在本浏览器标签页内有效。</p>
        <ScoreLogin type={EDU_ROUTES[edu]} next={href.eduChild(edu, 'scoreQuery')} />
      </div>
    </EduLayout>
  )
}
