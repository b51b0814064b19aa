// Types of proc.mjs for the TypeScript callers (e2e/cluster).
import type { ChildProcess, SpawnSyncOptions } from 'node:child_process'

export declare const root: string
export declare const cmsDir: string
export declare const siteDir: string
export declare const npmBin: string
export declare const nextBin: string
export declare const cmsServer: string
export declare const siteServer: string
export declare function loadDotEnv(): void
export declare function run(
  cmd: string,
  args: string[],
  opts?: Omit<SpawnSyncOptions, 'env'> & { env?: Record<string, string> },
): number
export declare function serve(
  name: string,
  cmd: string,
  args: string[],
  opts?: { cwd?: string; env?: Record<string, string>; quiet?: boolean; logTo?: string },
): ChildProcess & { tail: string[] }
export declare function serveApp(
  app: 'cms' | 'site',
  name: string,
  port: number,
  opts?: { env?: Record<string, string>; quiet?: boolean; logTo?: string },
): ChildProcess & { tail: string[] }
export declare function stop(child: ChildProcess | undefined): Promise<void>
export declare function stopAll(): Promise<void[]>
export declare function waitFor(url: string, child: ChildProcess | null, timeoutMs?: number): Promise<void>
