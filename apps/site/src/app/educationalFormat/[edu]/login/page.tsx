import { ScoreLogin } from '@/client/ScoreLogin'
import { EduLayout, eduBase, eduParam, type EduParams } from '@/components/edu'
import { formatPageInfo } from '@/components/formats'
import { pageMeta } from '@/lib/meta'
import { EDU, EDU_CHILDREN, FORMATS } from '@/lib/pages'

export async function generateMetadata({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return pageMeta(formatPageInfo(edu, EDU_CHILDREN.login, 'login'), `${eduBase(edu)}/login`)
}

export default async function ScoreLoginPage({ params }: { params: EduParams }) {
  const edu = await eduParam(params)
  return (
    <EduLayout edu={edu} child="login" layout="login">
      <div className="login-card">
        <h2>{FORMATS[edu].zh}学生成绩查询</h2>
        <p className="muted">请输入学号、密码和验证码登录。登录状态仅在本浏览器标签页内有效。</p>
        <ScoreLogin type={EDU[edu].module} next={`${eduBase(edu)}/scoreQuery`} />
      </div>
    </EduLayout>
  )
}
