// Types of env.mjs for the TypeScript callers (bench).
export declare const PG_ADMIN: string
export declare function productionEnv(): {
  NODE_ENV: 'production'
  NODE_OPTIONS: string
  NEXT_TELEMETRY_DISABLED: string
  PAYLOAD_SECRET: string
  STUDENT_TOKEN_SECRET: string
  REVALIDATE_SECRET: string
  JOBS_AUTORUN: string
}
export declare function pgAdmin(sql: string): Promise<void>
