import { ReportUp as ReportUp_ffd3c032f3797796172f3be46d221462 } from '../../../components/admin/review/ReportUp'
import { SendDown as SendDown_f29bd1f7ae234711d63b86f9f8260a56 } from '../../../components/admin/review/SendDown'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ReviewStateCell as ReviewStateCell_8f9342b2c3fcc9010f44c1a056a53474 } from '../../../components/admin/review/ReviewStateCell'
import { SensitiveMatches as SensitiveMatches_f1b562750f4c66b48e9b6e562af7e07c } from '../../../components/admin/review/SensitiveMatches'
import { SensitiveConfirm as SensitiveConfirm_2fa9c45e338868833e95d5c83f771b0b } from '../../../components/admin/review/SensitiveConfirm'
import { ReviewFilter as ReviewFilter_24f8cc68e1690098d3ce39ae21f27b04 } from '../../../components/admin/review/ReviewFilter'
import { RestoreChoice as RestoreChoice_4a44cde84798ead612eb5fc522df1205 } from '../../../components/admin/review/RestoreChoice'
import { ReviewButtons as ReviewButtons_4527b80c4c857e44357b4ac13bd77dd4 } from '../../../components/admin/review/ReviewButtons'
import { ReviewStatus as ReviewStatus_653757638b849d23b79427bf5c8be55e } from '../../../components/admin/review/ReviewStatus'
import { PageTree as PageTree_dec45d38ac844f67d0b61ec2d525c92d } from '../../../components/admin/PageTree'
import { ImportPanel as ImportPanel_e0a9a66a21d3644161fb67c8f5e2f5d4 } from '../../../components/admin/ImportPanel'
import { ExportPanel as ExportPanel_d1f5b3c2a5290ab2a5c584928d1b2655 } from '../../../components/admin/ExportPanel'
import { CurrentPasswordField as CurrentPasswordField_dfad2d0a8b773419691ead541e381d91 } from '../../../components/admin/CurrentPasswordField'
import { AuditExport as AuditExport_bece91890d82da1ce0aeb085c69e5be6 } from '../../../components/admin/audit/AuditExport'
import { InspectionReport as InspectionReport_2dc934fded88fbe312f1a67da1cc30a3 } from '../../../components/admin/inspection/InspectionReport'
import { RunInspection as RunInspection_896f683002f165882e4e08bc0dcc6019 } from '../../../components/admin/inspection/RunInspection'
import { PageLinkCell as PageLinkCell_c9613a7ab6b9728d6cb7ca14287c0484 } from '../../../components/admin/inspection/PageLinkCell'
import { FindingsFilter as FindingsFilter_e216e77d2a064b48cd72ff4432511bcf } from '../../../components/admin/inspection/FindingsFilter'
import { NavRowLabel as NavRowLabel_ff2149b169c3e2e2237fd2ce141e51c0 } from '../../../components/admin/NavRowLabel'
import { RunTasks as RunTasks_e8059862506a30f86615d8d78111151d } from '../../../components/admin/settings/RunTasks'
import { Icon as Icon_3c1ca1e5d8578fae2e6ffc6817c2b018 } from '../../../components/admin/brand/Icon'
import { Logo as Logo_7437ce0231b5e4cebe7d43c1ff8171d3 } from '../../../components/admin/brand/Logo'
import { LoginCaptcha as LoginCaptcha_3a86d5c3fb136acfb987f5cbb6c34894 } from '../../../components/admin/LoginCaptcha'
import { Workbench as Workbench_a8076bcae36483e70dbc1908544c8771 } from '../../../components/admin/dashboard/Workbench'
import { NavBrand as NavBrand_804110b39f6b80f17074b38be646b703 } from '../../../components/admin/brand/NavBrand'
import { ReviewNavLink as ReviewNavLink_e45f503c7f40b4a8ea45c2cc3edb6af2 } from '../../../components/admin/review/ReviewNavLink'
import { StatsNavLink as StatsNavLink_a051390eb9301b4610a469d9947a88d7 } from '../../../components/admin/stats/StatsNavLink'
import { ChineseText as ChineseText_99e8ac9a579f62fa7065733204f339f8 } from '../../../components/admin/ChineseText'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ReviewQueue as ReviewQueue_8db941844de5c5e65557c95d59147137 } from '../../../components/admin/review/ReviewQueue'
import { StatsView as StatsView_93fd534231603209f52ec89927b99bb5 } from '../../../components/admin/stats/StatsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/review/ReportUp#ReportUp": ReportUp_ffd3c032f3797796172f3be46d221462,
  "/components/admin/review/SendDown#SendDown": SendDown_f29bd1f7ae234711d63b86f9f8260a56,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/review/ReviewStateCell#ReviewStateCell": ReviewStateCell_8f9342b2c3fcc9010f44c1a056a53474,
  "/components/admin/review/SensitiveMatches#SensitiveMatches": SensitiveMatches_f1b562750f4c66b48e9b6e562af7e07c,
  "/components/admin/review/SensitiveConfirm#SensitiveConfirm": SensitiveConfirm_2fa9c45e338868833e95d5c83f771b0b,
  "/components/admin/review/ReviewFilter#ReviewFilter": ReviewFilter_24f8cc68e1690098d3ce39ae21f27b04,
  "/components/admin/review/RestoreChoice#RestoreChoice": RestoreChoice_4a44cde84798ead612eb5fc522df1205,
  "/components/admin/review/ReviewButtons#ReviewButtons": ReviewButtons_4527b80c4c857e44357b4ac13bd77dd4,
  "/components/admin/review/ReviewStatus#ReviewStatus": ReviewStatus_653757638b849d23b79427bf5c8be55e,
  "/components/admin/PageTree#PageTree": PageTree_dec45d38ac844f67d0b61ec2d525c92d,
  "/components/admin/ImportPanel#ImportPanel": ImportPanel_e0a9a66a21d3644161fb67c8f5e2f5d4,
  "/components/admin/ExportPanel#ExportPanel": ExportPanel_d1f5b3c2a5290ab2a5c584928d1b2655,
  "/components/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_dfad2d0a8b773419691ead541e381d91,
  "/components/admin/audit/AuditExport#AuditExport": AuditExport_bece91890d82da1ce0aeb085c69e5be6,
  "/components/admin/inspection/InspectionReport#InspectionReport": InspectionReport_2dc934fded88fbe312f1a67da1cc30a3,
  "/components/admin/inspection/RunInspection#RunInspection": RunInspection_896f683002f165882e4e08bc0dcc6019,
  "/components/admin/inspection/PageLinkCell#PageLinkCell": PageLinkCell_c9613a7ab6b9728d6cb7ca14287c0484,
  "/components/admin/inspection/FindingsFilter#FindingsFilter": FindingsFilter_e216e77d2a064b48cd72ff4432511bcf,
  "/components/admin/NavRowLabel#NavRowLabel": NavRowLabel_ff2149b169c3e2e2237fd2ce141e51c0,
  "/components/admin/settings/RunTasks#RunTasks": RunTasks_e8059862506a30f86615d8d78111151d,
  "/components/admin/brand/Icon#Icon": Icon_3c1ca1e5d8578fae2e6ffc6817c2b018,
  "/components/admin/brand/Logo#Logo": Logo_7437ce0231b5e4cebe7d43c1ff8171d3,
  "/components/admin/LoginCaptcha#LoginCaptcha": LoginCaptcha_3a86d5c3fb136acfb987f5cbb6c34894,
  "/components/admin/dashboard/Workbench#Workbench": Workbench_a8076bcae36483e70dbc1908544c8771,
  "/components/admin/brand/NavBrand#NavBrand": NavBrand_804110b39f6b80f17074b38be646b703,
  "/components/admin/review/ReviewNavLink#ReviewNavLink": ReviewNavLink_e45f503c7f40b4a8ea45c2cc3edb6af2,
  "/components/admin/stats/StatsNavLink#StatsNavLink": StatsNavLink_a051390eb9301b4610a469d9947a88d7,
  "/components/admin/ChineseText#ChineseText": ChineseText_99e8ac9a579f62fa7065733204f339f8,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/review/ReviewQueue#ReviewQueue": ReviewQueue_8db941844de5c5e65557c95d59147137,
  "/components/admin/stats/StatsView#StatsView": StatsView_93fd534231603209f52ec89927b99bb5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
