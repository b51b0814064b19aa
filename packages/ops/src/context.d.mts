import type { AsyncLocalStorage } from 'node:async_hooks'
export declare const requestContext: AsyncLocalStorage<{ id: string }>
export declare function requestIdOf(headers: Record<string, string | string[] | undefined>): string
export declare function currentRequestId(): string | undefined
export declare function traceparent(): string | undefined
