import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { test } from 'node:test'
import { renderCaptchaAudio } from './captchaAudio'
import { CAPTCHA_ALPHABET } from './captchaImage'
import { VOICE, VOICE_RATE } from './captchaVoice.data'

/**
 * An attacker's template matcher, built only from the committed clips (issue 31, item 10): it
 * finds the four loudest stretches of a spoken captcha and names each by the clip that fits best,
 * trying each clip at several speeds, by normalised cross-correlation (FFT) over every offset.
 * It must solve at most 1 of 30 fresh codes exactly, and name at most 30% of their characters
 * (the figure that tells a change apart without flaking: on the generator before issue 31 it named
 * about 40%, now about 15%; chance is 3%).
 *
 * A second matcher is measured and printed, not asserted (with CAPTCHA_MATCH_SPECTRUM=1): mel band
 * energies over the estimated noise, aligned by dynamic time warping. It names about half the characters of either generator
 * (2-4 of 30 codes): it keys on the spectral envelope over time, which a listener needs too.
 * See docs/security.md.
 */

const CODES = 30
const SPEEDS = [0.85, 0.92, 1, 1.08, 1.16]
// The waveform drifts out of step quickly: its speeds are 4% apart.
const WAVE_SPEEDS = Array.from({ length: 9 }, (_, i) => 0.86 + i * 0.04)

// ---- signal helpers ----

function clip(ch: string): Float32Array {
  const b = Buffer.from(VOICE[ch]!, 'base64')
  const out = new Float32Array(b.length)
  for (let i = 0; i < b.length; i++) out[i] = (b[i]! - 128) / 128
  return out
}

function resample(x: Float32Array, speed: number): Float32Array {
  const out = new Float32Array(Math.floor((x.length - 1) / speed))
  for (let i = 0; i < out.length; i++) {
    const p = i * speed
    const j = Math.floor(p)
    out[i] = x[j]! + (x[j + 1]! - x[j]!) * (p - j)
  }
  return out
}

/** A 2nd-order high-pass at 300 Hz: takes the hum away, keeps the voice. */
function highpass(x: Float32Array): Float32Array {
  const w = (2 * Math.PI * 300) / VOICE_RATE
  const q = Math.SQRT1_2
  const alpha = Math.sin(w) / (2 * q)
  const cw = Math.cos(w)
  const a0 = 1 + alpha
  const b0 = (1 + cw) / 2 / a0
  const b1 = -(1 + cw) / a0
  const b2 = b0
  const a1 = (-2 * cw) / a0
  const a2 = (1 - alpha) / a0
  const y = new Float32Array(x.length)
  let x1 = 0
  let x2 = 0
  let y1 = 0
  let y2 = 0
  for (let i = 0; i < x.length; i++) {
    const v = b0 * x[i]! + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
    x2 = x1
    x1 = x[i]!
    y2 = y1
    y1 = v
    y[i] = v
  }
  return y
}

function decode(dataUrl: string): Float32Array {
  const wav = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  const n = wav.readUInt32LE(40)
  const x = new Float32Array(n)
  for (let i = 0; i < n; i++) x[i] = (wav[44 + i]! - 128) / 128
  return x
}

/** In-place radix-2 complex FFT (inverse when `inv`, unscaled). */
function fft(re: Float64Array, im: Float64Array, inv = false) {
  const n = re.length
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) {
      ;[re[i], re[j]] = [re[j]!, re[i]!]
      ;[im[i], im[j]] = [im[j]!, im[i]!]
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = ((inv ? 2 : -2) * Math.PI) / len
    const wr = Math.cos(ang)
    const wi = Math.sin(ang)
    for (let i = 0; i < n; i += len) {
      let cr = 1
      let ci = 0
      for (let k = 0; k < len / 2; k++) {
        const a = i + k
        const b = a + len / 2
        const tr = re[b]! * cr - im[b]! * ci
        const ti = re[b]! * ci + im[b]! * cr
        re[b] = re[a]! - tr
        im[b] = im[a]! - ti
        re[a] = re[a]! + tr
        im[a] = im[a]! + ti
        const nr = cr * wr - ci * wi
        ci = cr * wi + ci * wr
        cr = nr
      }
    }
  }
}

// ---- segmentation: the four loudest stretches ----

const FRAME = 160 // 20 ms

function segments(x: Float32Array): Array<[number, number]> {
  const frames = Math.floor(x.length / FRAME)
  const e = new Float64Array(frames)
  for (let f = 0; f < frames; f++) {
    let s = 0
    for (let i = f * FRAME; i < (f + 1) * FRAME; i++) s += x[i]! * x[i]!
    e[f] = Math.log(s / FRAME + 1e-9)
  }
  // Smooth over 5 frames, then a threshold between the quiet floor and the loud peaks.
  const sm = e.map((_, f) => {
    let s = 0
    for (let k = -2; k <= 2; k++) s += e[Math.max(0, Math.min(frames - 1, f + k))]!
    return s / 5
  })
  const sorted = Array.from(sm).sort((a, b) => a - b)
  const floor = sorted[Math.floor(frames * 0.3)]!
  const peak = sorted[Math.floor(frames * 0.95)]!
  const thr = floor + (peak - floor) * 0.25
  let runs: Array<[number, number, number]> = [] // start frame, end frame, energy
  for (let f = 0; f < frames; f++) {
    if (sm[f]! <= thr) continue
    const last = runs[runs.length - 1]
    if (last && f - last[1] <= 8) {
      last[1] = f + 1
      last[2] += Math.exp(e[f]!)
    } else runs.push([f, f + 1, Math.exp(e[f]!)])
  }
  runs = runs.filter((r) => r[1] - r[0] >= 4)
  while (runs.length > 4) {
    // Drop the weakest.
    let weakest = 0
    for (let i = 1; i < runs.length; i++) if (runs[i]![2] < runs[weakest]![2]) weakest = i
    runs.splice(weakest, 1)
  }
  while (runs.length < 4 && runs.length > 0) {
    // Split the longest in two.
    let longest = 0
    for (let i = 1; i < runs.length; i++)
      if (runs[i]![1] - runs[i]![0] > runs[longest]![1] - runs[longest]![0]) longest = i
    const [a, b, en] = runs[longest]!
    const mid = Math.floor((a + b) / 2)
    runs.splice(longest, 1, [a, mid, en / 2], [mid, b, en / 2])
  }
  return runs.map(([a, b]) => [a * FRAME, b * FRAME])
}

// ---- waveform matcher: normalised cross-correlation ----

const N = 16384 // FFT size: a segment with margins plus the longest template
interface WaveTemplate {
  ch: string
  len: number
  re: Float64Array
  im: Float64Array
}

let waveTemplates: WaveTemplate[] | undefined
function waveTemplatesOnce(): WaveTemplate[] {
  if (waveTemplates) return waveTemplates
  waveTemplates = []
  for (const ch of CAPTCHA_ALPHABET)
    for (const speed of WAVE_SPEEDS) {
      const t = highpass(resample(clip(ch), speed))
      let m = 0
      for (const v of t) m += v
      m /= t.length
      let norm = 0
      for (const v of t) norm += (v - m) ** 2
      norm = Math.sqrt(norm)
      const re = new Float64Array(N)
      const im = new Float64Array(N)
      for (let i = 0; i < t.length; i++) re[i] = (t[i]! - m) / norm
      fft(re, im)
      waveTemplates.push({ ch, len: t.length, re, im })
    }
  return waveTemplates
}

function matchWave(x: Float32Array, [a, b]: [number, number]): string {
  const margin = 1600
  const start = Math.max(0, a - margin)
  const end = Math.min(x.length, b + margin, start + N / 2)
  const seg = x.subarray(start, end)
  const sre = new Float64Array(N)
  const sim = new Float64Array(N)
  sre.set(seg)
  fft(sre, sim)
  // Prefix sums for the signal's energy under each placement of a template.
  const sq = new Float64Array(seg.length + 1)
  const s1 = new Float64Array(seg.length + 1)
  for (let i = 0; i < seg.length; i++) {
    sq[i + 1] = sq[i]! + seg[i]! * seg[i]!
    s1[i + 1] = s1[i]! + seg[i]!
  }
  let best = ''
  let bestScore = -Infinity
  const re = new Float64Array(N)
  const im = new Float64Array(N)
  for (const t of waveTemplatesOnce()) {
    // Correlation = IFFT(S · conj(T)).
    for (let k = 0; k < N; k++) {
      re[k] = sre[k]! * t.re[k]! + sim[k]! * t.im[k]!
      im[k] = sim[k]! * t.re[k]! - sre[k]! * t.im[k]!
    }
    fft(re, im, true)
    const L = Math.min(t.len, seg.length)
    for (let lag = 0; lag + L <= seg.length; lag += 1) {
      const e = sq[lag + L]! - sq[lag]! - (s1[lag + L]! - s1[lag]!) ** 2 / L
      if (e <= 1e-9) continue
      const score = re[lag]! / N / Math.sqrt(e)
      if (score > bestScore) {
        bestScore = score
        best = t.ch
      }
    }
  }
  return best
}

// ---- spectral matcher: band energies over the estimated noise, dynamic time warping ----

const WIN = 256
const HOP = 80
const BANDS = 24
const hann = Float64Array.from({ length: WIN }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / WIN))
const mel = (f: number) => 2595 * Math.log10(1 + f / 700)
const bandEdges = Array.from({ length: BANDS + 2 }, (_, i) => {
  const m = mel(150) + ((mel(3800) - mel(150)) * i) / (BANDS + 1)
  return ((700 * (10 ** (m / 2595) - 1)) / VOICE_RATE) * WIN
})

/** Mel band powers of each 32 ms frame, 10 ms apart. */
function bandPowers(x: Float32Array): Float64Array[] {
  const out: Float64Array[] = []
  const re = new Float64Array(WIN)
  const im = new Float64Array(WIN)
  for (let s = 0; s + WIN <= x.length; s += HOP) {
    for (let i = 0; i < WIN; i++) {
      re[i] = x[s + i]! * hann[i]!
      im[i] = 0
    }
    fft(re, im)
    const bands = new Float64Array(BANDS)
    for (let b = 0; b < BANDS; b++) {
      const [lo, mid, hi] = [bandEdges[b]!, bandEdges[b + 1]!, bandEdges[b + 2]!]
      for (let k = Math.ceil(lo); k <= Math.floor(hi); k++) {
        const w = k < mid ? (k - lo) / (mid - lo) : (hi - k) / (hi - mid)
        if (w > 0) bands[b] = bands[b]! + w * (re[k]! * re[k]! + im[k]! * im[k]!)
      }
    }
    out.push(bands)
  }
  return out
}

const total = (f: Float64Array) => f.reduce((a, b) => a + b, 0)

function dtw(a: Float64Array[], b: Float64Array[]): number {
  const m = b.length
  let prev = new Float64Array(m + 1).fill(Infinity)
  let cur = new Float64Array(m + 1)
  prev[0] = 0
  for (let i = 1; i <= a.length; i++) {
    cur.fill(Infinity)
    const x = a[i - 1]!
    for (let j = 1; j <= m; j++) {
      const y = b[j - 1]!
      let d = 0
      for (let n = 0; n < BANDS; n++) d += (x[n]! - y[n]!) ** 2
      cur[j] = Math.sqrt(d) + Math.min(prev[j]!, cur[j - 1]!, prev[j - 1]!)
    }
    ;[prev, cur] = [cur, prev]
  }
  return prev[m]! / (a.length + m)
}

let specTemplates: Array<{ ch: string; p: Float64Array[]; mean: number }> | undefined
function specTemplatesOnce() {
  specTemplates ??= Array.from(CAPTCHA_ALPHABET).flatMap((ch) =>
    SPEEDS.map((speed) => {
      const p = bandPowers(highpass(resample(clip(ch), speed)))
      return { ch, p, mean: p.reduce((s, f) => s + total(f), 0) / p.length }
    }),
  )
  return specTemplates
}

/** The noise's band powers: the mean of the quietest fifth of the frames. */
function noiseOf(all: Float64Array[]): Float64Array {
  const quiet = [...all].sort((a, b) => total(a) - total(b)).slice(0, Math.max(1, Math.floor(all.length / 5)))
  const n = new Float64Array(BANDS)
  for (const f of quiet) for (let b = 0; b < BANDS; b++) n[b] = n[b]! + f[b]! / quiet.length
  return n
}

function matchSpectrum(x: Float32Array, [a, b]: [number, number], noise: Float64Array): string {
  const segP = bandPowers(x.subarray(a, Math.min(x.length, b + WIN)))
  const seg = segP.map((f) => f.map((v) => Math.log(v + 1e-9)))
  const speech = Math.max(1e-9, segP.reduce((s, f) => s + total(f), 0) / segP.length - total(noise))
  let best = ''
  let bestScore = Infinity
  for (const t of specTemplatesOnce()) {
    // The clean clip at the segment's loudness, plus the noise: what it would look like here.
    for (const scale of [0.5, 1, 2]) {
      const g = (scale * speech) / t.mean
      const model = t.p.map((f) => f.map((v, k) => Math.log(g * v + noise[k]! + 1e-9)))
      const d = dtw(seg, model)
      if (d < bestScore) {
        bestScore = d
        best = t.ch
      }
    }
  }
  return best
}

// ---- the measure ----

/**
 * The second matcher is a measurement, not a check: it runs when CAPTCHA_MATCH_SPECTRUM=1 (docs/security.md),
 * not in every `npm test` (it took about 40% of the cms's unit tests).
 */
const SPECTRUM = process.env.CAPTCHA_MATCH_SPECTRUM === '1'

function attack(code: string) {
  const x = highpass(decode(renderCaptchaAudio(code)))
  const segs = segments(x)
  const noise = SPECTRUM ? noiseOf(bandPowers(x)) : null
  return {
    wave: segs.map((s) => matchWave(x, s)).join(''),
    spectrum: noise ? segs.map((s) => matchSpectrum(x, s, noise)).join('') : '',
  }
}

test('a template matcher built from the committed clips solves at most 1 in 30 spoken captchas', () => {
  const solved = { wave: 0, spectrum: 0 }
  const chars = { wave: 0, spectrum: 0 }
  const started = process.cpuUsage()
  for (let i = 0; i < CODES; i++) {
    const code = Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join(
      '',
    )
    const guess = attack(code)
    for (const k of ['wave', 'spectrum'] as const) {
      if (guess[k] === code) solved[k]++
      for (let j = 0; j < 4; j++) if (guess[k][j] === code[j]) chars[k]++
    }
  }
  const cpu = process.cpuUsage(started)
  console.log(
    `matcher: waveform solved ${solved.wave}/${CODES} (${chars.wave}/${CODES * 4} characters), ` +
      (SPECTRUM
        ? `spectrum solved ${solved.spectrum}/${CODES} (${chars.spectrum}/${CODES * 4} characters), `
        : '') +
      `${((cpu.user + cpu.system) / 1e6 / CODES).toFixed(2)} s CPU per code`,
  )
  assert.ok(solved.wave <= 1, `waveform matcher solved ${solved.wave}/${CODES}`)
  assert.ok(chars.wave <= CODES * 4 * 0.3, `waveform matcher named ${chars.wave}/${CODES * 4} characters`)
})
