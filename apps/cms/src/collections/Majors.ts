import { COURSE_KIND_LABEL, COURSE_KINDS, MAX_SEMESTER } from '@ou/contract'
import { choiceField, imageField, richTextField, textField } from '@/fields/common'
import { contentCollection, importPanel } from './factory'
import { categoryTypeField, majorLevelOptions } from './options'

export const Majors = contentCollection({
  slug: 'majors',
  label: '招生专业',
  section: 'enrolment',
  controllers: ['enrolling.Major'],
  useAsTitle: 'name',
  sortable: true,
  searchable: true,
  defaultColumns: ['name', 'level', 'category_type', 'discipline'],
  beforeListTable: [importPanel('teaching-plan')],
  fields: [
    textField('name', '专业名称', 60, true),
    textField('code', '专业代码', 20),
    {
      type: 'row',
      fields: [choiceField('level', '层次', majorLevelOptions, { index: true }), categoryTypeField()],
    },
    textField('discipline', '学科门类', 20),
    textField('duration', '学制', 20),
    textField('tuition', '学费', 40),
    { name: 'summary', label: '简介', type: 'textarea', maxLength: 300 },
    imageField('cover', '图片'),
    richTextField('content', '专业介绍'),
    {
      name: 'courses',
      label: '主干课程',
      type: 'array',
      maxRows: 30,
      fields: [textField('name', '课程', 60, true)],
    },
    {
      name: 'teaching_plan',
      label: '教学计划',
      type: 'array',
      maxRows: 150,
      labels: { singular: '课程', plural: '课程' },
      admin: {
        description:
          '按学期列出的课程，网站按学期分表显示并合计学分。也可在“教学计划导入”中从 Excel/CSV 整份导入（会替换所列专业的计划）。',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'semester',
              label: '学期',
              type: 'number',
              required: true,
              min: 1,
              max: MAX_SEMESTER,
              admin: { step: 1, width: '12%' },
            },
            { name: 'code', label: '课程代码', type: 'text', maxLength: 20, admin: { width: '18%' } },
            {
              name: 'name',
              label: '课程名称',
              type: 'text',
              required: true,
              maxLength: 60,
              admin: { width: '30%' },
            },
            {
              name: 'credits',
              label: '学分',
              type: 'number',
              required: true,
              min: 0,
              max: 30,
              admin: { step: 0.5, width: '12%' },
            },
            {
              name: 'kind',
              label: '课程性质',
              type: 'select',
              required: true,
              defaultValue: 'required',
              options: COURSE_KINDS.map((k) => ({ label: COURSE_KIND_LABEL[k], value: k })),
              admin: { width: '14%' },
            },
            { name: 'assessment', label: '考核方式', type: 'text', maxLength: 30, admin: { width: '14%' } },
          ],
        },
      ],
    },
  ],
})
