import type { EduType } from '@ou/contract/enums'
import { KEYS, readStorage, writeStorage } from './storage'

/**
 * The score-query session of one education type. Kept in sessionStorage only (per tab, gone
 * when the tab closes): the token under `openToken` / `aldultToken`, and the student
 * the login answered, so the transcript can show whose it is.
 */
export const TOKEN_KEY = { openEducation: KEYS.openToken, adultEducation: KEYS.aldultToken } as const
export type TokenKey = (typeof TOKEN_KEY)[EduType]

export interface SessionStudent {
  name: string
  student_no: string
  major: string
}

const studentKey = (type: EduType) => `${TOKEN_KEY[type]}Student`

export function readStudent(type: EduType): SessionStudent | null {
  try {
    const raw = readStorage('session', studentKey(type))
    const v = raw ? (JSON.parse(raw) as Partial<SessionStudent>) : null
    return v && typeof v.name === 'string' && typeof v.student_no === 'string'
      ? { name: v.name, student_no: v.student_no, major: v.major ?? '' }
      : null
  } catch {
    return null
  }
}

export function writeStudent(type: EduType, student: SessionStudent | null) {
  writeStorage('session', studentKey(type), student ? JSON.stringify(student) : null)
}
