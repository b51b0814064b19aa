import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'
import { academicRecords } from './factory'
import { textField } from '@/fields/common'
import { hashPassword } from '@/lib/password'
import { studentRemoved } from '@/lib/studentToken'
import { eduTypeOptions } from './options'

/**
 * A student's login sessions go with them (their tokens stop working). Scores are academic records:
 * a student who still has some is not deleted, with a message saying so, instead of a foreign-key
 * error from the database.
 */
const removeDependants: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'scores',
    where: { student: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0)
    throw new APIError(`该学生还有 ${totalDocs} 条成绩记录，请先删除这些成绩，再删除学生。`, 409, null, true)
  await req.payload.db.deleteMany({ collection: 'student-sessions', where: { student: { equals: id } }, req })
  studentRemoved(Number(id))
}

/** Students who look up scores. Passwords are stored as scrypt hashes, never readable. */
export const Students: CollectionConfig = {
  slug: 'students',
  labels: { singular: '学生', plural: '学生' },
  ...academicRecords('students', {
    useAsTitle: 'name',
    defaultColumns: ['student_no', 'name', 'edu_type', 'major'],
    listSearchableFields: ['student_no', 'name'],
  }),
  indexes: [{ fields: ['edu_type', 'student_no'], unique: true }],
  hooks: {
    beforeDelete: [removeDependants],
    beforeChange: [
      async ({ data }) => {
        if (typeof data.new_password === 'string' && data.new_password) {
          data.password_hash = await hashPassword(data.new_password)
        }
        delete data.new_password
        return data
      },
    ],
  },
  fields: [
    { name: 'edu_type', label: '办学类型', type: 'select', required: true, options: eduTypeOptions },
    { name: 'student_no', label: '学号', type: 'text', required: true, maxLength: 32, index: true },
    textField('name', '姓名', 40, true),
    textField('major', '专业', 60),
    textField('grade', '年级', 20),
    {
      name: 'new_password',
      label: '设置密码',
      type: 'text',
      virtual: true,
      admin: { description: '留空则不修改；至少 8 位' },
      validate: (v: unknown) => (!v || (typeof v === 'string' && v.length >= 8) ? true : '密码至少 8 位'),
    },
    {
      name: 'password_hash',
      type: 'text',
      hidden: true,
      access: { read: () => false, update: () => false },
    },
  ],
}
