import { randomInt } from 'node:crypto'
import { VOICE, VOICE_RATE } from './captchaVoice.data'

/**
 * The spoken captcha, for visitors who cannot read the image: the code's characters from the
 * recordings in captchaVoice.data.ts (scripts/captcha-voice.mjs), each at a slightly different
 * speed and loudness, with random pauses, over noise and a wandering hum, as an 8-bit WAV. Pure JS,
 * a few KB of work per captcha; no two answers for the same code are alike byte for byte.
 */

const samples = new Map<string, Uint8Array>()
function voiceOf(ch: string): Uint8Array {
  let s = samples.get(ch)
  if (!s) {
    const b64 = VOICE[ch]
    if (!b64) throw new Error(`no recording for captcha character ${ch}`)
    s = new Uint8Array(Buffer.from(b64, 'base64'))
    samples.set(ch, s)
  }
  return s
}

const rnd = (min: number, max: number) => min + (randomInt(0, 10_001) / 10_000) * (max - min)

/** PCM (centred at 0, -1…1) of the code with pauses; silence before and after. */
function speak(code: string): Float32Array {
  const parts: Float32Array[] = [new Float32Array(Math.round(VOICE_RATE * rnd(0.3, 0.5)))]
  for (const ch of code.toUpperCase()) {
    const src = voiceOf(ch)
    const speed = rnd(0.9, 1.1)
    const gain = rnd(0.75, 1)
    const out = new Float32Array(Math.floor(src.length / speed))
    for (let i = 0; i < out.length; i++) {
      const x = i * speed
      const j = Math.floor(x)
      const a = (src[j]! - 128) / 128
      const b = ((src[j + 1] ?? 128) - 128) / 128
      out[i] = (a + (b - a) * (x - j)) * gain
    }
    parts.push(out, new Float32Array(Math.round(VOICE_RATE * rnd(0.35, 0.6))))
  }
  const total = parts.reduce((n, p) => n + p.length, 0)
  const pcm = new Float32Array(total)
  let at = 0
  for (const p of parts) {
    pcm.set(p, at)
    at += p.length
  }
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
  const noise = rnd(0.06, 0.1)
  let hz = rnd(90, 180)
  let phase = 0
  for (let i = 0; i < pcm.length; i++) {
    // A hum that drifts in pitch, and white noise: enough to trouble a recogniser, not a listener.
    if (i % 800 === 0) hz = Math.max(70, Math.min(260, hz + rnd(-25, 25)))
    phase += (2 * Math.PI * hz) / VOICE_RATE
    pcm[i] = pcm[i]! + Math.sin(phase) * 0.05 + rnd(-noise, noise)
  }
  return `data:audio/wav;base64,${wav(pcm).toString('base64')}`
}
