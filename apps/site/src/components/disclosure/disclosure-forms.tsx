'use client'

import { useState } from 'react'
import { DisclosureRequestForm } from './request-form'
import { DisclosureLookup } from './request-lookup'

/** The request form and the lookup, sharing the code of a request just filed. */
export function DisclosureForms({ days }: { days: number }) {
  const [sent, setSent] = useState<string | undefined>()
  return (
    <>
      <section className="form-card" aria-labelledby="apply-title" id="apply">
        <h2 id="apply-title" className="block-title">
          依申请公开
        </h2>
        <p className="muted">
          公民、法人或者其他组织可以申请获取学校未主动公开的信息。学校自受理之日起 {days}{' '}
          个工作日内答复；需要延期的，延期一次并告知理由。证件号码与联系方式仅用于办理，不会公开。
        </p>
        <DisclosureRequestForm onSent={setSent} />
      </section>
      <section className="form-card" aria-labelledby="track-title">
        <h2 id="track-title" className="block-title">
          申请查询
        </h2>
        <DisclosureLookup code={sent} />
      </section>
    </>
  )
}
