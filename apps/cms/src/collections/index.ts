import { SearchDocs } from '@/search/collection'
import { Applications } from './Applications'
import { CampusCulture } from './CampusCulture'
import { CalendarDays } from './CalendarDays'
import { Carousels } from './Carousels'
import { Courses } from './Courses'
import { Departments } from './Departments'
import { DisclosureCategories, DisclosureItems, DisclosureReports, DisclosureRequests } from './Disclosure'
import { EduNews } from './EduNews'
import { EduSchools } from './EduSchools'
import { EnrollNews } from './EnrollNews'
import { Files } from './Files'
import { FormatPages } from './FormatPages'
import { Attempts, Captchas, StudentSessions } from './internal'
import { Leaders } from './Leaders'
import { LearningCenters } from './LearningCenters'
import { Letters } from './Letters'
import { Links } from './Links'
import { Majors } from './Majors'
import { Media } from './Media'
import { News } from './News'
import { NewsCategories } from './NewsCategories'
import { Pages } from './Pages'
import { Platforms } from './Platforms'
import { previewLinksCollection } from './PreviewLinks'
import { isPreviewable } from './factory'
import { Redirects } from './Redirects'
import { SchoolAffairs } from './SchoolAffairs'
import { SchoolHistory } from './SchoolHistory'
import { SchoolIntroductions } from './SchoolIntroductions'
import { Scores } from './Scores'
import { Services } from './Services'
import { Sites } from './Sites'
import { StaffGroups } from './StaffGroups'
import { Students } from './Students'
import { ThemeArticles } from './ThemeArticles'
import { Themes } from './Themes'
import { Users } from './Users'

/** In the order the console's navigation shows them. */
const content = [
  News,
  NewsCategories,
  Pages,
  Carousels,
  Links,
  Platforms,
  Services,
  Media,
  Files,
  Redirects,
  SchoolIntroductions,
  SchoolHistory,
  CampusCulture,
  Leaders,
  Departments,
  SchoolAffairs,
  DisclosureCategories,
  DisclosureItems,
  DisclosureReports,
  DisclosureRequests,
  FormatPages,
  EduNews,
  EduSchools,
  Courses,
  EnrollNews,
  Majors,
  LearningCenters,
  Applications,
  Themes,
  ThemeArticles,
  Students,
  Scores,
  Letters,
  CalendarDays,
  Sites,
  Users,
  StaffGroups,
  Captchas,
  StudentSessions,
  Attempts,
  SearchDocs,
]

/** Shared preview links reach every collection with `preview` on (collections/factory.ts). */
const PreviewLinks = previewLinksCollection(content.filter(isPreviewable).map((c) => c.slug as 'news'))

export const collections = [...content, PreviewLinks]
