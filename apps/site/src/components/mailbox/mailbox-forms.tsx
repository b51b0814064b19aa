'use client'

import { useState } from 'react'
import { LetterForm } from './letter-form'
import { LetterLookup } from './letter-lookup'

/** The letter form and the lookup, sharing the code of a letter just sent. */
export function MailboxForms({ lookupTitle }: { lookupTitle: string }) {
  const [sent, setSent] = useState<string | undefined>()
  return (
    <>
      <section className="form-card" aria-labelledby="write-title">
        <h1 id="write-title" className="block-title">
          写信
        </h1>
        <p className="muted">
          书记、校长信箱受理师生和社会各界对学校工作的意见、建议和诉求。请如实填写联系方式，我们将在规定的工作日内答复（一般为
          5 个工作日）。带 * 的为必填项，选择匿名来信时无需填写姓名。
        </p>
        <LetterForm onSent={setSent} />
      </section>
      <section className="form-card" aria-labelledby="lookup-title">
        <h2 id="lookup-title" className="block-title">
          {lookupTitle}
        </h2>
        <LetterLookup code={sent} />
      </section>
    </>
  )
}
