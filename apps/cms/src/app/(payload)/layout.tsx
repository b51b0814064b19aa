import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import React from 'react'
import { reviewedSchedulePublish } from '@/review/schedule'
import { importMap } from './admin/importMap.js'
import './custom.scss'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Scheduling publishing follows the review rules (src/review/schedule.ts).
  return handleServerFunctions({
    ...args,
    config,
    importMap,
    serverFunctions: { 'schedule-publish': reviewedSchedulePublish },
  })
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
