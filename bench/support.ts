/**
 * What the benchmarks share (not a benchmark itself): seeded random data, and waiting for a server.
 */

/**
 * A seeded PRNG (mulberry32): every run builds the same data and asks the same questions. `int(n)`
 * is in [0, n); `pick` takes one of `xs`.
 */
export function seededRandom(start: number) {
  let seed = start
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(rand() * n)
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)]!
  return { rand, int, pick }
}

/** Words for made-up Chinese sentences and names. */
export const FILLER =
  '的 在 和 与 为 了 对 于 是 将 进一步 全面 推进 加强 提升 开展 举办 召开 组织 落实'.split(' ')
export const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘'.split('')
export const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红飞鹏辉建国文斌宇浩'.split('')

/** Resolves once `url` answers 2xx, asked every half second; throws after `tries`. */
export async function waitFor(url: string, tries = 240) {
  for (let i = 0; i < tries; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not come up`)
}
