'use client'

import { useEffect, type ReactNode } from 'react'

/**
 * Text Payload's console writes in English in its code rather than through its translations, so
 * that no override reaches it (admin/chinese.ts has the rest): each is replaced as it appears.
 */
const REPLACE: [RegExp, (...m: string[]) => string][] = [
  [/^Successfully saved (\d+) files?$/, (_, n) => `已成功保存 ${n} 个文件`],
  [/^Failed to save (\d+) files?$/, (_, n) => `${n} 个文件未能保存`],
  // The live preview's size menu.
  [/^Responsive$/, () => '自适应'],
]

function translate(node: Node) {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
  for (let t = walker.currentNode as Text | null; t; t = walker.nextNode() as Text | null) {
    const text = t.nodeValue?.trim()
    if (!text || !/^[A-Z]/.test(text)) continue
    for (const [pattern, to] of REPLACE) {
      const m = pattern.exec(text)
      if (m) t.nodeValue = to(...m)
    }
  }
}

export function ChineseText({ children }: { children?: ReactNode }) {
  useEffect(() => {
    translate(document.body)
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') translate(r.target)
        else r.addedNodes.forEach(translate)
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [])
  return <>{children}</>
}
