import type { Field } from 'payload'
import { choiceField } from '@/fields/common'
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABEL,
  CATEGORY_TYPES,
  CATEGORY_TYPE_LABEL,
  EDUCATION_BACKGROUNDS,
  EDUCATION_BACKGROUND_LABEL,
  EDU_TYPES,
  EDU_TYPE_LABEL,
  GENDERS,
  GENDER_LABEL,
  LETTER_RECIPIENTS,
  LETTER_RECIPIENT_LABEL,
  LETTER_STATUSES,
  LETTER_STATUS_LABEL,
  LINK_TYPES,
  LINK_TYPE_LABEL,
  MAJOR_LEVELS,
  MAJOR_LEVEL_LABEL,
  PERIODS,
  PERIOD_LABEL,
  THEME_COLORS,
  THEME_COLOR_LABEL,
  THEME_SECTIONS,
  THEME_SECTION_LABEL,
  optionsOf,
} from '@ou/contract'

/** Select options built from the contract's enumerations, so the two never drift apart. */
export const categoryTypeOptions = optionsOf(CATEGORY_TYPES, CATEGORY_TYPE_LABEL)
export const majorLevelOptions = optionsOf(MAJOR_LEVELS, MAJOR_LEVEL_LABEL)
export const educationOptions = optionsOf(EDUCATION_BACKGROUNDS, EDUCATION_BACKGROUND_LABEL)
export const periodOptions = optionsOf(PERIODS, PERIOD_LABEL)
export const eduTypeOptions = optionsOf(EDU_TYPES, EDU_TYPE_LABEL)
export const genderOptions = optionsOf(GENDERS, GENDER_LABEL)
export const applicationStatusOptions = optionsOf(APPLICATION_STATUSES, APPLICATION_STATUS_LABEL)
export const letterRecipientOptions = optionsOf(LETTER_RECIPIENTS, LETTER_RECIPIENT_LABEL)
export const letterStatusOptions = optionsOf(LETTER_STATUSES, LETTER_STATUS_LABEL)
export const linkTypeOptions = optionsOf(LINK_TYPES, LINK_TYPE_LABEL)
export const themeSectionOptions = optionsOf(THEME_SECTIONS, THEME_SECTION_LABEL)
/** Select values are strings: the colour is stored as '0'…'3' and read back as a number. */
export const themeColorOptions = THEME_COLORS.map((c) => ({ label: THEME_COLOR_LABEL[c], value: String(c) }))

/** Which of the two student-facing education types a record belongs to, and its sub-kind. */
export const eduTypeRow = (kind: { label: string; options: { label: string; value: string }[] }): Field => ({
  type: 'row',
  fields: [
    choiceField('edu_type', '办学类型', eduTypeOptions, { index: true }),
    choiceField('type', kind.label, kind.options, { index: true }),
  ],
})

/** The enrolment category of a sign-up, a major or an enrolment article; lists filter by it. */
export const categoryTypeField = (more: Parameters<typeof choiceField>[3] = {}) =>
  choiceField('category_type', '招生类别', categoryTypeOptions, { index: true, ...more })
