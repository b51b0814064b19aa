import type { IncomingMessage, ServerResponse } from 'node:http'
export declare const METHODS: string[]
export declare function refuseUnknownMethod(req: IncomingMessage, res: ServerResponse): boolean
