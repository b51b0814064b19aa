import type { Field } from 'payload'
import {
  CATEGORY_TYPE_LABEL,
  EDUCATION_BACKGROUND_LABEL,
  MAJOR_LEVEL_LABEL,
  categoryType,
  educationBackground,
  majorLevel,
} from '@ou/contract'

/** Select options built from the contract's enumerations, so the two never drift apart. */
export const categoryTypeOptions = categoryType.options.map((v) => ({
  label: CATEGORY_TYPE_LABEL[v],
  value: v,
}))
export const majorLevelOptions = majorLevel.options.map((v) => ({ label: MAJOR_LEVEL_LABEL[v], value: v }))
export const educationOptions = educationBackground.options.map((v) => ({
  label: EDUCATION_BACKGROUND_LABEL[v],
  value: v,
}))
export const periodOptions = [
  { label: '春季', value: 'spring' },
  { label: '秋季', value: 'autumn' },
]
export const eduTypeOptions = [
  { label: '开放教育', value: 'openEducation' },
  { label: '成人学历教育', value: 'adultEducation' },
]

/** Which of the two student-facing education types a record belongs to, and its sub-kind. */
export const eduTypeRow = (kind: { label: string; options: { label: string; value: string }[] }): Field => ({
  type: 'row',
  fields: [
    {
      name: 'edu_type',
      label: '办学类型',
      type: 'select',
      required: true,
      index: true,
      options: eduTypeOptions,
    },
    { name: 'type', label: kind.label, type: 'select', required: true, index: true, options: kind.options },
  ],
})
