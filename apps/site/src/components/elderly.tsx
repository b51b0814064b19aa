export const ELDERLY_BASE = '/educationalFormat/elderlyEducation'
export const ELDERLY_NAV = [
  { href: ELDERLY_BASE, label: '概况' },
  { href: `${ELDERLY_BASE}/timetable`, label: '课程表' },
  { href: '/enrolling/elderlyEducation', label: '老年教育招生' },
]
export const TIMETABLE = { zh: '课程表', en: 'Timetable' }
