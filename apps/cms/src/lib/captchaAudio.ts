import { randomInt } from 'node:crypto'
import { VOICE, VOICE_RATE } from './captchaVoice.data'

/**
 * The spoken captcha, for visitors who cannot read the image: the code's characters from the
 * recordings in captchaVoice.data.ts (scripts/captcha-voice.mjs), as an 8-bit WAV. The recordings
 * are public, so nothing a matcher could key on is left as recorded (issue 31, item 10; measured by
 * captchaAudio.match.test.ts): each occurrence of a character gets its own pitch, gliding within
 * the character (0.85–1.2), its own tempo (grains laid out again at 0.85–1.25 of their spacing,
 * with jitter, so the waveform never lines up with the clip), its own tone (a random tilt), and
 * random pauses. Under it all runs a babble of other characters, reversed and cut into shuffled
 * pieces so that it holds no words, 10–15 dB below the voice, through the pauses too, with white
 * noise and a wandering hum. Pure JS, a few ms per captcha; no two renderings alike.
 */

const samples = new Map<string, Float32Array>()
function voiceOf(ch: string): Float32Array {
  let s = samples.get(ch)
  if (!s) {
    const b64 = VOICE[ch]
    if (!b64) throw new Error(`no recording for captcha character ${ch}`)
    s = Float32Array.from(Buffer.from(b64, 'base64'), (v) => (v - 128) / 128)
    samples.set(ch, s)
  }
  return s
}
const CHARS = Object.keys(VOICE)

const rnd = (min: number, max: number) => min + (randomInt(0, 10_001) / 10_000) * (max - min)

/** `src` read at a rate gliding from `from` to `to` (above 1: higher and shorter). */
function glide(src: Float32Array, from: number, to: number): Float32Array {
  const n = Math.floor((2 * src.length) / (from + to)) - 1
  const out = new Float32Array(Math.max(1, n))
  let x = 0
  for (let i = 0; i < out.length; i++) {
    const j = Math.floor(x)
    const a = src[j] ?? 0
    const b = src[j + 1] ?? 0
    out[i] = a + (b - a) * (x - j)
    x += from + ((to - from) * i) / out.length
  }
  return out
}

const GRAIN = 240 // 30 ms
const grainWindow = Float32Array.from(
  { length: GRAIN },
  (_, i) => Math.sin((Math.PI * (i + 0.5)) / GRAIN) ** 2,
)

/**
 * `src` `stretch` times as long, pitch kept: 30 ms grains overlapped at half a grain, each taken
 * from where the stretch puts it, give or take a couple of milliseconds.
 */
function stretch(src: Float32Array, factor: number): Float32Array {
  const hop = GRAIN / 2
  const out = new Float32Array(Math.floor(src.length * factor) + GRAIN)
  for (let o = 0; o + GRAIN <= out.length; o += hop) {
    const from = Math.round(o / factor + rnd(-16, 16))
    for (let i = 0; i < GRAIN; i++) out[o + i] = out[o + i]! + (src[from + i] ?? 0) * grainWindow[i]!
  }
  return out
}

/**
 * A random tone, as of another voice or line: more or less treble than recorded, and two
 * resonances (peaking filters, +-4..9 dB) somewhere in the voice's band.
 */
function tone(x: Float32Array): Float32Array {
  const k = rnd(-0.5, 0.8)
  const a = rnd(0.3, 0.6)
  let low = 0
  let y: Float32Array = x.map((v) => {
    low += a * (v - low)
    return v + k * (v - low)
  })
  for (let n = 0; n < 2; n++) y = peak(y, rnd(400, 3000), (randomInt(2) ? 1 : -1) * rnd(4, 9), rnd(1, 3))
  return y
}

/** A peaking biquad (RBJ cookbook) at `hz`, `db` of gain, quality `q`. */
function peak(x: Float32Array, hz: number, db: number, q: number): Float32Array {
  const A = 10 ** (db / 40)
  const w = (2 * Math.PI * hz) / VOICE_RATE
  const alpha = Math.sin(w) / (2 * q)
  const a0 = 1 + alpha / A
  const [b0, b1, b2] = [(1 + alpha * A) / a0, (-2 * Math.cos(w)) / a0, (1 - alpha * A) / a0]
  const [a1, a2] = [(-2 * Math.cos(w)) / a0, (1 - alpha / A) / a0]
  let [x1, x2, y1, y2] = [0, 0, 0, 0]
  return x.map((v) => {
    const o = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
    ;[x2, x1, y2, y1] = [x1, v, y1, o]
    return o
  })
}

function rms(x: Float32Array, from = 0, to = x.length): number {
  let s = 0
  for (let i = from; i < to; i++) s += x[i]! * x[i]!
  return Math.sqrt(s / Math.max(1, to - from))
}

/** One character as this rendering says it, at a common loudness. */
function sayOnce(ch: string): Float32Array {
  // The pitch moves from one random point to another and a third, within 0.85-1.2.
  const src = voiceOf(ch)
  const cut = Math.round(src.length * rnd(0.35, 0.65))
  const [p, q, r] = [rnd(0.85, 1.2), rnd(0.85, 1.2), rnd(0.85, 1.2)]
  const glided = new Float32Array([...glide(src.subarray(0, cut), p, q), ...glide(src.subarray(cut), q, r)])
  const voice = tone(stretch(glided, rnd(0.85, 1.25)))
  const gain = rnd(0.75, 1) * (0.12 / (rms(voice) || 1))
  return voice.map((v) => v * gain)
}

/** Speech-like sound without words: pieces of other characters, reversed, shuffled, retuned. */
function babble(length: number): Float32Array {
  const out = new Float32Array(length)
  let at = 0
  while (at < length) {
    const src = voiceOf(CHARS[randomInt(CHARS.length)]!)
    const piece = Math.min(src.length, Math.round(VOICE_RATE * rnd(0.06, 0.16)))
    const start = randomInt(0, src.length - piece + 1)
    const rate = rnd(0.8, 1.25)
    const part = glide(src.slice(start, start + piece).reverse(), rate, rate)
    const edge = Math.min(80, part.length >> 1)
    for (let i = 0; i < part.length && at + i < length; i++) {
      const fade = Math.min(1, i / edge, (part.length - 1 - i) / edge)
      out[at + i] = out[at + i]! + part[i]! * fade
    }
    // Pieces overlap a little, so the babble has no clean breaks to count.
    at += Math.max(1, Math.round(part.length * rnd(0.6, 0.95)))
  }
  return out
}

/** PCM (centred at 0, -1…1) of the code with pauses and babble; silence-ish before and after. */
function speak(code: string): Float32Array {
  const parts: Array<{ at: number; pcm: Float32Array }> = []
  let at = Math.round(VOICE_RATE * rnd(0.3, 0.5))
  for (const ch of code.toUpperCase()) {
    const pcm = sayOnce(ch)
    parts.push({ at, pcm })
    at += pcm.length + Math.round(VOICE_RATE * rnd(0.3, 0.65))
  }
  const pcm = new Float32Array(at)
  for (const p of parts) pcm.set(p.pcm, p.at)
  // The babble's level follows the quietest character, so every character stays 9 dB or more above it.
  const voiceLevel = Math.min(...parts.map((p) => rms(p.pcm)))
  const b = babble(pcm.length)
  const gain = (voiceLevel * 10 ** (-rnd(9, 13) / 20)) / (rms(b) || 1)
  for (let i = 0; i < pcm.length; i++) pcm[i] = pcm[i]! + b[i]! * gain
  return pcm
}

/** A WAV (RIFF, 8-bit unsigned mono) of `pcm`. */
function wav(pcm: Float32Array): Buffer {
  const out = Buffer.alloc(44 + pcm.length)
  out.write('RIFF', 0, 'ascii')
  out.writeUInt32LE(36 + pcm.length, 4)
  out.write('WAVEfmt ', 8, 'ascii')
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20) // PCM
  out.writeUInt16LE(1, 22) // mono
  out.writeUInt32LE(VOICE_RATE, 24)
  out.writeUInt32LE(VOICE_RATE, 28) // bytes per second
  out.writeUInt16LE(1, 32) // block align
  out.writeUInt16LE(8, 34) // bits per sample
  out.write('data', 36, 'ascii')
  out.writeUInt32LE(pcm.length, 40)
  for (let i = 0; i < pcm.length; i++)
    out[44 + i] = Math.max(0, Math.min(255, Math.round(128 + pcm[i]! * 127)))
  return out
}

/** The code spoken over noise, as a `data:audio/wav` URL. */
export function renderCaptchaAudio(code: string): string {
  const pcm = speak(code)
  const noise = rnd(0.04, 0.07)
  let hz = rnd(90, 180)
  let phase = 0
  for (let i = 0; i < pcm.length; i++) {
    // A hum that drifts in pitch, and white noise: enough to trouble a recogniser, not a listener.
    if (i % 800 === 0) hz = Math.max(70, Math.min(260, hz + rnd(-25, 25)))
    phase += (2 * Math.PI * hz) / VOICE_RATE
    pcm[i] = pcm[i]! + Math.sin(phase) * 0.03 + rnd(-noise, noise)
  }
  return `data:audio/wav;base64,${wav(pcm).toString('base64')}`
}
