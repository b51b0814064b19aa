import type { CallName } from '@ou/contract'
import type { Handlers } from '../context'
import { disclosureHandlers } from './disclosure'
import { eduContentHandlers } from './edu'
import { enrollingHandlers } from './enrolling'
import { formatHandlers } from './formats'
import { mailboxHandlers } from './mailbox'
import { newsHandlers } from './news'
import { officeHandlers } from './office'
import { oldEducationHandlers } from './oldEducation'
import { pageHandlers } from './pages'
import { schoolHandlers } from './school'
import { searchHandlers } from './search'
import { settingHandlers } from './setting'
import { siteHandlers } from './sites'
import { studentApiHandlers } from './student'
import { systemHandlers } from './system'
import { themeHandlers } from './theme'

/** Every call of the contract has exactly one handler; the type makes a missing one a compile error. */
export const handlers: Handlers<CallName> = {
  ...settingHandlers,
  ...siteHandlers,
  ...officeHandlers,
  ...pageHandlers,
  ...newsHandlers,
  ...schoolHandlers,
  ...formatHandlers,
  ...eduContentHandlers,
  ...studentApiHandlers,
  ...oldEducationHandlers,
  ...enrollingHandlers,
  ...themeHandlers,
  ...searchHandlers,
  ...mailboxHandlers,
  ...disclosureHandlers,
  ...systemHandlers,
}
