import sharp from 'sharp'
import { Rand } from './writer'

/** Demo images drawn locally as SVG and rasterised with sharp: no downloads, no stock photos. */

const FONT = 'Noto Sans CJK SC, WenQuanYi Micro Hei, WenQuanYi Zen Hei, DejaVu Sans, sans-serif'

const PALETTES = {
  blue: ['#0a3a7a', '#1c64c8'],
  navy: ['#0b1f4d', '#2348a0'],
  red: ['#8e1414', '#d23a2a'],
  green: ['#12593a', '#3a9a5c'],
  teal: ['#0d5c63', '#2aa198'],
  gold: ['#7a4f00', '#d9a21b'],
  purple: ['#3b2a7a', '#6a4fc8'],
  orange: ['#a4410e', '#ee8a2a'],
  slate: ['#2f3e52', '#5d7391'],
} as const
export type Palette = keyof typeof PALETTES

type Motif =
  | 'campus'
  | 'library'
  | 'classroom'
  | 'mountains'
  | 'network'
  | 'waves'
  | 'ribbon'
  | 'leaves'
  | 'brush'
  | 'sun'
  | 'globe'

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const W = 1600
const H = 900

function motif(kind: Motif, rand: Rand): string {
  const white = (o: number) => `fill="#ffffff" fill-opacity="${o}"`
  switch (kind) {
    case 'campus': {
      // A main hall with a clock tower and columns, flanked by wings and trees.
      const cols = Array.from(
        { length: 8 },
        (_, i) => `<rect x="${610 + i * 48}" y="380" width="18" height="220" ${white(0.55)}/>`,
      )
      const trees = Array.from({ length: 9 }, (_, i) => {
        const x = 90 + i * 175 + rand.int(-20, 20)
        const r = rand.int(40, 70)
        return `<circle cx="${x}" cy="${640 - r}" r="${r}" fill="#ffffff" fill-opacity="0.18"/>`
      })
      return [
        `<rect x="560" y="330" width="480" height="300" ${white(0.22)}/>`,
        `<polygon points="540,340 800,230 1060,340" ${white(0.35)}/>`,
        `<rect x="760" y="120" width="80" height="130" ${white(0.4)}/>`,
        `<circle cx="800" cy="170" r="26" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="6"/>`,
        `<rect x="300" y="420" width="260" height="210" ${white(0.16)}/>`,
        `<rect x="1040" y="420" width="260" height="210" ${white(0.16)}/>`,
        ...cols,
        ...trees,
        `<rect x="0" y="630" width="${W}" height="270" fill="#000000" fill-opacity="0.12"/>`,
      ].join('')
    }
    case 'library': {
      const books: string[] = []
      let x = 140
      while (x < W - 160) {
        const w = rand.int(34, 70)
        const h = rand.int(260, 420)
        books.push(
          `<rect x="${x}" y="${640 - h}" width="${w}" height="${h}" rx="4" ${white(0.12 + rand.next() * 0.3)}/>`,
        )
        x += w + rand.int(6, 14)
      }
      return `${books.join('')}<rect x="100" y="640" width="${W - 200}" height="16" ${white(0.5)}/>`
    }
    case 'classroom': {
      const desks = Array.from({ length: 3 }, (_, row) =>
        Array.from({ length: 6 }, (_, i) => {
          const w = 150 + row * 30
          const x = 800 - (6 * (w + 30)) / 2 + i * (w + 30)
          return `<rect x="${x}" y="${470 + row * 70}" width="${w}" height="26" rx="6" ${white(0.2 + row * 0.1)}/>`
        }).join(''),
      )
      return [
        `<rect x="420" y="110" width="760" height="300" rx="18" ${white(0.2)}/>`,
        `<rect x="450" y="140" width="700" height="240" rx="10" fill="#000000" fill-opacity="0.18"/>`,
        `<polyline points="500,330 640,250 760,300 900,190 1100,230" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="8"/>`,
        ...desks,
      ].join('')
    }
    case 'mountains': {
      const layers = [0.12, 0.2, 0.3].map((o, l) => {
        const pts = [`0,${H}`]
        for (let x = 0; x <= W; x += 160) pts.push(`${x},${420 + l * 90 + rand.int(-120, 60)}`)
        pts.push(`${W},${H}`)
        return `<polygon points="${pts.join(' ')}" ${white(o)}/>`
      })
      return `<circle cx="1220" cy="220" r="90" ${white(0.45)}/>${layers.join('')}`
    }
    case 'network': {
      const nodes = Array.from({ length: 26 }, () => [rand.int(60, W - 60), rand.int(60, 620)] as const)
      const lines: string[] = []
      nodes.forEach(([x, y], i) => {
        const [x2, y2] = nodes[(i * 7 + 3) % nodes.length]!
        lines.push(
          `<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="3"/>`,
        )
      })
      const dots = nodes.map(
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="${rand.int(6, 16)}" ${white(0.55)}/>`,
      )
      return lines.join('') + dots.join('')
    }
    case 'waves': {
      return [0, 1, 2, 3]
        .map((i) => {
          const y = 360 + i * 90
          const a = rand.int(40, 110)
          return `<path d="M0 ${y} C 400 ${y - a}, 800 ${y + a}, 1600 ${y - a / 2} L1600 900 L0 900 Z" ${white(0.08 + i * 0.05)}/>`
        })
        .join('')
    }
    case 'ribbon': {
      const star = (cx: number, cy: number, r: number) => {
        const pts = Array.from({ length: 10 }, (_, i) => {
          const rr = i % 2 ? r * 0.42 : r
          const a = -Math.PI / 2 + (i * Math.PI) / 5
          return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`
        })
        return `<polygon points="${pts.join(' ')}" fill="#ffd45a" fill-opacity="0.9"/>`
      }
      return [
        `<path d="M0 520 C 300 380, 700 700, 1000 520 S 1500 380, 1600 460 L1600 640 C 1400 560, 1200 760, 900 660 S 300 600, 0 700 Z" ${white(0.16)}/>`,
        `<path d="M0 600 C 400 500, 800 760, 1600 560 L1600 600 C 800 820, 400 560, 0 660 Z" fill="#ffd45a" fill-opacity="0.35"/>`,
        star(1300, 200, 90),
        star(1440, 110, 34),
        star(1480, 230, 30),
        star(1410, 330, 30),
      ].join('')
    }
    case 'leaves': {
      return Array.from({ length: 22 }, () => {
        const x = rand.int(40, W - 40)
        const y = rand.int(40, 640)
        const s = rand.int(30, 80)
        const rot = rand.int(0, 359)
        return `<path transform="translate(${x} ${y}) rotate(${rot})" d="M0 0 L${-s} ${-s * 0.9} A ${s * 1.35} ${s * 1.35} 0 0 1 ${s} ${-s * 0.9} Z" fill="#ffe08a" fill-opacity="${(0.3 + rand.next() * 0.5).toFixed(2)}"/>`
      }).join('')
    }
    case 'brush': {
      return [
        `<circle cx="1150" cy="330" r="210" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="38" stroke-dasharray="980 340" stroke-linecap="round"/>`,
        `<path d="M220 520 C 420 420, 560 620, 760 500" fill="none" stroke="#000000" stroke-opacity="0.22" stroke-width="30" stroke-linecap="round"/>`,
        `<circle cx="1150" cy="330" r="34" fill="#c0392b" fill-opacity="0.75"/>`,
      ].join('')
    }
    case 'sun': {
      const rays = Array.from({ length: 16 }, (_, i) => {
        const a = (i * Math.PI) / 8
        return `<line x1="${800 + 170 * Math.cos(a)}" y1="${360 + 170 * Math.sin(a)}" x2="${800 + 260 * Math.cos(a)}" y2="${360 + 260 * Math.sin(a)}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="14" stroke-linecap="round"/>`
      })
      return `<circle cx="800" cy="360" r="140" ${white(0.45)}/>${rays.join('')}<path d="M0 700 Q 800 520 1600 700 L1600 900 L0 900 Z" ${white(0.15)}/>`
    }
    case 'globe': {
      const meridians = [0.3, 0.6, 0.9].map(
        (k) =>
          `<ellipse cx="1180" cy="360" rx="${240 * k}" ry="240" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="5"/>`,
      )
      const parallels = [-160, -80, 0, 80, 160].map((dy) => {
        const r = Math.sqrt(240 * 240 - dy * dy)
        return `<line x1="${1180 - r}" y1="${360 + dy}" x2="${1180 + r}" y2="${360 + dy}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="5"/>`
      })
      return `<circle cx="1180" cy="360" r="240" ${white(0.12)} stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"/>${meridians.join('')}${parallels.join('')}`
    }
  }
}

/**
 * A 1600×900 scene: gradient, a motif, and a darker band at the foot where a page may lay its own
 * caption. No words: text belongs in the HTML beside the picture, which prints it once.
 */
function sceneSvg(o: { palette: Palette; motif: Motif; seed: number }): string {
  const [a, b] = PALETTES[o.palette]
  const rand = new Rand(o.seed)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<circle cx="${rand.int(0, W)}" cy="${rand.int(0, 300)}" r="${rand.int(260, 420)}" fill="#ffffff" fill-opacity="0.05"/>
${motif(o.motif, rand)}
<rect x="0" y="600" width="${W}" height="300" fill="url(#band)"/>
</svg>`
}

/**
 * A 480×600 (4:5, the profile frame's ratio) drawn portrait, not a photo of anyone: each seed gives
 * its own hair, face, glasses and clothes, so no two leaders look alike.
 */
function portraitSvg(o: { palette: Palette; seed: number }): string {
  const [a, b] = PALETTES[o.palette]
  const rand = new Rand(o.seed)
  // Hair, glasses and tie vary on their own, so that six portraits are six different people.
  const v = o.seed % 4
  const withGlasses = [true, false, false, true, false, true][o.seed % 6]!
  const withTie = [true, false, true, false, true, false][o.seed % 6]!
  const skin = ['#f1c9a5', '#e8b98f', '#f3d2b3', '#d9a57c', '#eec19b', '#dcae85'][o.seed % 6]!
  const hairColor = ['#2b2118', '#1d1a19', '#4a3a2c', '#6b6b6b'][(o.seed + 1) % 4]!
  const jacket = ['#1f2d44', '#3b3f46', '#5a2633', '#24443c', '#44382a'][o.seed % 5]!
  const cx = 240
  const cy = 250 + rand.int(-6, 6)
  const hair = [
    // short, side-parted
    `<path d="M${cx - 92} ${cy - 10} C ${cx - 100} ${cy - 120}, ${cx + 100} ${cy - 130}, ${cx + 94} ${cy - 10} C ${cx + 70} ${cy - 70}, ${cx - 10} ${cy - 90}, ${cx - 60} ${cy - 60} Z" fill="${hairColor}"/>`,
    // shoulder-length bob
    `<path d="M${cx - 100} ${cy + 70} C ${cx - 130} ${cy - 150}, ${cx + 130} ${cy - 150}, ${cx + 100} ${cy + 70} L ${cx + 78} ${cy + 70} C ${cx + 86} ${cy - 40}, ${cx + 40} ${cy - 78}, ${cx} ${cy - 80} C ${cx - 40} ${cy - 78}, ${cx - 86} ${cy - 40}, ${cx - 78} ${cy + 70} Z" fill="${hairColor}"/>`,
    // hair gathered in a bun
    `<circle cx="${cx}" cy="${cy - 118}" r="34" fill="${hairColor}"/><path d="M${cx - 90} ${cy - 6} C ${cx - 96} ${cy - 118}, ${cx + 96} ${cy - 118}, ${cx + 90} ${cy - 6} C ${cx + 60} ${cy - 72}, ${cx - 60} ${cy - 72}, ${cx - 90} ${cy - 6} Z" fill="${hairColor}"/>`,
    // close crop, receding
    `<path d="M${cx - 88} ${cy - 20} C ${cx - 84} ${cy - 104}, ${cx + 84} ${cy - 104}, ${cx + 88} ${cy - 20} C ${cx + 70} ${cy - 60}, ${cx - 70} ${cy - 60}, ${cx - 88} ${cy - 20} Z" fill="${hairColor}"/>`,
  ][v]!
  const glasses = withGlasses
    ? `<g fill="none" stroke="#2a2a2a" stroke-width="4"><rect x="${cx - 62}" y="${cy - 4}" width="48" height="32" rx="9"/><rect x="${cx + 14}" y="${cy - 4}" width="48" height="32" rx="9"/><path d="M${cx - 14} ${cy + 8} L ${cx + 14} ${cy + 8}"/></g>`
    : ''
  const tie = withTie
    ? `<path d="M${cx - 12} 430 L ${cx + 12} 430 L ${cx + 20} 540 L ${cx} 566 L ${cx - 20} 540 Z" fill="${b}"/>`
    : `<path d="M${cx - 30} 424 L ${cx} 470 L ${cx + 30} 424 Z" fill="${skin}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="${a}" stop-opacity="0.35"/></linearGradient></defs>
<rect width="480" height="600" fill="${b}" fill-opacity="0.25"/>
<rect width="480" height="600" fill="url(#g)"/>
<path d="M40 600 C 50 470, 130 420, ${cx} 418 C 350 420, 430 470, 440 600 Z" fill="${jacket}"/>
<path d="M${cx - 60} 420 L ${cx} 520 L ${cx + 60} 420 Z" fill="#f7f7f5"/>
${tie}
<rect x="${cx - 30}" y="${cy + 80}" width="60" height="70" rx="20" fill="${skin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rand.int(76, 84)}" ry="${rand.int(96, 104)}" fill="${skin}"/>
<ellipse cx="${cx - 82}" cy="${cy + 14}" rx="12" ry="20" fill="${skin}"/>
<ellipse cx="${cx + 82}" cy="${cy + 14}" rx="12" ry="20" fill="${skin}"/>
${hair}
<path d="M${cx - 58} ${cy - 22} Q ${cx - 38} ${cy - 32}, ${cx - 18} ${cy - 22}" stroke="${hairColor}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M${cx + 18} ${cy - 22} Q ${cx + 38} ${cy - 32}, ${cx + 58} ${cy - 22}" stroke="${hairColor}" stroke-width="6" fill="none" stroke-linecap="round"/>
<ellipse cx="${cx - 38}" cy="${cy + 12}" rx="7" ry="8" fill="#2a2a2a"/>
<ellipse cx="${cx + 38}" cy="${cy + 12}" rx="7" ry="8" fill="#2a2a2a"/>
${glasses}
<path d="M${cx} ${cy + 20} Q ${cx - 6} ${cy + 44}, ${cx + 6} ${cy + 48}" stroke="#b07a58" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M${cx - 26} ${cy + 66} Q ${cx} ${cy + 82 + rand.int(0, 6)}, ${cx + 26} ${cy + 66}" stroke="#a0524a" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>`
}

/** A 600×600 QR-code-like image (not a scannable code): finder squares, random modules, a badge. */
function qrSvg(o: { seed: number; label: string; palette: Palette }): string {
  const rand = new Rand(o.seed)
  const n = 25
  const m = 20
  const off = 50
  const finder = (r: number, c: number) => (r < 8 && c < 8) || (r < 8 && c >= n - 8) || (r >= n - 8 && c < 8)
  const badge = (r: number, c: number) => r >= 9 && r <= 15 && c >= 9 && c <= 15
  let d = ''
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (!finder(r, c) && !badge(r, c) && rand.next() < 0.5)
        d += `M${off + c * m} ${off + r * m}h${m}v${m}h-${m}z`
  const eye = (r: number, c: number) => {
    const x = off + c * m
    const y = off + r * m
    return `<rect x="${x}" y="${y}" width="${7 * m}" height="${7 * m}" fill="#111"/><rect x="${x + m}" y="${y + m}" width="${5 * m}" height="${5 * m}" fill="#fff"/><rect x="${x + 2 * m}" y="${y + 2 * m}" width="${3 * m}" height="${3 * m}" fill="#111"/>`
  }
  const [a] = PALETTES[o.palette]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="#ffffff"/>
<path d="${d}" fill="#111"/>${eye(0, 0)}${eye(0, n - 7)}${eye(n - 7, 0)}
<rect x="${off + 9 * m + 6}" y="${off + 9 * m + 6}" width="${7 * m - 12}" height="${7 * m - 12}" rx="18" fill="${a}"/>
<text x="300" y="${off + 12.5 * m + 12}" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">${esc(o.label)}</text>
</svg>`
}

/** The school's emblem: a ring, an open book and the short name. */
function logoSvg(): string {
  const [a, b] = PALETTES.blue
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<circle cx="300" cy="300" r="290" fill="url(#g)"/>
<circle cx="300" cy="300" r="250" fill="none" stroke="#ffffff" stroke-width="10"/>
<path d="M160 250 Q 230 215 300 250 Q 370 215 440 250 L440 380 Q 370 345 300 380 Q 230 345 160 380 Z" fill="#ffffff"/>
<line x1="300" y1="250" x2="300" y2="380" stroke="${a}" stroke-width="6"/>
<text x="300" y="190" text-anchor="middle" font-family="${FONT}" font-size="56" font-weight="700" fill="#ffffff">天府开大</text>
<text x="300" y="460" text-anchor="middle" font-family="${FONT}" font-size="40" fill="#ffffff" letter-spacing="6">1979</text>
</svg>`
}

/** A 256×256 app-style icon with one character. */
function iconSvg(o: { glyph: string; palette: Palette }): string {
  const [a, b] = PALETTES[o.palette]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs>
<rect width="256" height="256" rx="56" fill="url(#g)"/>
<text x="128" y="160" text-anchor="middle" font-family="${FONT}" font-size="110" font-weight="700" fill="#ffffff">${esc(o.glyph)}</text>
</svg>`
}

export const toPng = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer()

type SceneArgs = Parameters<typeof sceneSvg>[0]

export interface ImageDef {
  alt: string
  svg: () => string
}

const scene = (alt: string, a: Omit<SceneArgs, 'seed'>, seed: number): ImageDef => ({
  alt,
  svg: () => sceneSvg({ ...a, seed }),
})

/** Every demo image, by key. Content refers to these keys; each is uploaded once and reused. */
export const IMAGES = {
  campus: scene('天府开放大学校园主楼', { palette: 'blue', motif: 'campus' }, 1),
  library: scene('图书馆书架', { palette: 'teal', motif: 'library' }, 2),
  classroom: scene('智慧教室', { palette: 'navy', motif: 'classroom' }, 3),
  ceremony: scene('典礼现场', { palette: 'red', motif: 'waves' }, 4),
  mountains: scene('天府山水', { palette: 'green', motif: 'mountains' }, 5),
  digital: scene('数字化学习', { palette: 'navy', motif: 'network' }, 6),
  senior: scene('老年大学书画课堂', { palette: 'gold', motif: 'brush' }, 7),
  community: scene('社区学习', { palette: 'green', motif: 'waves' }, 8),
  family: scene('家庭教育', { palette: 'orange', motif: 'sun' }, 9),
  overseas: scene('华侨学院', { palette: 'teal', motif: 'globe' }, 10),
  party: scene('党建引领', { palette: 'red', motif: 'ribbon' }, 11),
  academic: scene('学术讲坛', { palette: 'purple', motif: 'network' }, 12),
  notice: scene('通知公告', { palette: 'slate', motif: 'waves' }, 13),
  culture: scene('校园秋色', { palette: 'gold', motif: 'leaves' }, 14),
  tianfu: scene('天府实验学院', { palette: 'purple', motif: 'mountains' }, 15),
  slide1: scene(
    '轮播：办人民满意的开放大学',
    {
      palette: 'blue',
      motif: 'campus',
    },
    21,
  ),
  slide2: scene('轮播：春季招生', { palette: 'red', motif: 'sun' }, 22),
  slide3: scene('轮播：终身学习', { palette: 'green', motif: 'mountains' }, 23),
  slide4: scene('轮播：数字化赋能', { palette: 'navy', motif: 'network' }, 24),
  themeRed: scene('专题：党纪学习教育', { palette: 'red', motif: 'ribbon' }, 31),
  themeBlue: scene('专题：全民终身学习活动周', { palette: 'blue', motif: 'library' }, 32),
  themeGreen: scene('专题：服务乡村振兴', { palette: 'green', motif: 'mountains' }, 33),
  themeDigital: scene('专题：教育数字化转型', { palette: 'navy', motif: 'network' }, 34),
  portrait1: { alt: '人物照片', svg: () => portraitSvg({ palette: 'blue', seed: 41 }) },
  portrait2: { alt: '人物照片', svg: () => portraitSvg({ palette: 'slate', seed: 42 }) },
  portrait3: { alt: '人物照片', svg: () => portraitSvg({ palette: 'teal', seed: 43 }) },
  portrait4: { alt: '人物照片', svg: () => portraitSvg({ palette: 'navy', seed: 44 }) },
  portrait5: { alt: '人物照片', svg: () => portraitSvg({ palette: 'green', seed: 45 }) },
  portrait6: { alt: '人物照片', svg: () => portraitSvg({ palette: 'purple', seed: 46 }) },
  qrWechat: { alt: '微信公众号二维码', svg: () => qrSvg({ seed: 51, label: '微信', palette: 'green' }) },
  qrChannels: { alt: '视频号二维码', svg: () => qrSvg({ seed: 52, label: '视频', palette: 'orange' }) },
  qrWeibo: { alt: '微博二维码', svg: () => qrSvg({ seed: 53, label: '微博', palette: 'red' }) },
  qrDouyin: { alt: '抖音二维码', svg: () => qrSvg({ seed: 54, label: '抖音', palette: 'slate' }) },
  qrXuexi: { alt: '学习强国号二维码', svg: () => qrSvg({ seed: 55, label: '强国', palette: 'red' }) },
  qrBilibili: { alt: '哔哩哔哩二维码', svg: () => qrSvg({ seed: 56, label: 'B站', palette: 'blue' }) },
  qrEnroll: { alt: '招生咨询二维码', svg: () => qrSvg({ seed: 57, label: '招生', palette: 'blue' }) },
  logo: { alt: '天府开放大学校徽', svg: logoSvg },
  iconLearn: { alt: '学习平台图标', svg: () => iconSvg({ glyph: '学', palette: 'blue' }) },
  iconEnroll: { alt: '招生报名图标', svg: () => iconSvg({ glyph: '招', palette: 'red' }) },
  iconScore: { alt: '成绩查询图标', svg: () => iconSvg({ glyph: '绩', palette: 'green' }) },
  iconMail: { alt: '书记校长信箱图标', svg: () => iconSvg({ glyph: '信', palette: 'orange' }) },
  iconLibrary: { alt: '数字图书馆图标', svg: () => iconSvg({ glyph: '书', palette: 'teal' }) },
  iconOpen: { alt: '信息公开图标', svg: () => iconSvg({ glyph: '公', palette: 'slate' }) },
  iconCert: { alt: '学历查询图标', svg: () => iconSvg({ glyph: '证', palette: 'purple' }) },
  iconSenior: { alt: '老年大学选课图标', svg: () => iconSvg({ glyph: '老', palette: 'gold' }) },
} satisfies Record<string, ImageDef>

export type ImageKey = keyof typeof IMAGES

/** Article covers in rotation, by the kind of article. */
export const COVERS = {
  general: ['campus', 'classroom', 'library', 'ceremony', 'digital', 'mountains', 'culture', 'academic'],
  party: ['party', 'ceremony', 'themeRed', 'campus'],
  academic: ['academic', 'digital', 'library', 'classroom'],
  notice: ['notice', 'campus', 'classroom'],
  branch: ['mountains', 'community', 'campus', 'classroom'],
  media: ['ceremony', 'digital', 'campus', 'senior', 'community'],
} as const satisfies Record<string, readonly ImageKey[]>
