import type { ComponentType } from 'react'
import type { HomeComponentName } from '@/lib/routes'
import { HomeBanner } from './home-banner'
import { HomeEnrolling } from './home-enrolling'
import { HomeFormats } from './home-formats'
import { HomeNews } from './home-news'

/** The blocks of the home page, in order; each is also a route of its own (/components/{name}). */
export const HOME_COMPONENTS: Record<HomeComponentName, ComponentType> = {
  HomeBanner,
  HomeNews,
  HomeFormats,
  HomeEnrolling,
}
