export declare const KEY: symbol
export declare function countCache(cache: string, result: 'hit' | 'miss' | 'error'): void
export declare function countLoginFailure(kind: 'student' | 'console'): void
export declare function setJobsLeader(leader: boolean): void
