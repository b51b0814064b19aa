export { PageSkeleton as default } from '@/components/Loading'
