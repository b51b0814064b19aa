// @ts-nocheck generated migration
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_links_type" AS ENUM('links', 'contact', 'teach', 'code');
  CREATE TYPE "public"."enum_campus_culture_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__campus_culture_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_departments_group" AS ENUM('党群部门', '行政部门', '教学部门', '教辅及直属单位');
  CREATE TYPE "public"."enum_school_affairs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__school_affairs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_format_pages_key" AS ENUM('educationFormat.Setting/overseasChineseCollegeInfo', 'educationFormat.Setting/tianfuExperimentalCollegeInfo', 'openEducation.Setting/baseInfo', 'adultEducation.Setting/baseInfo', 'communityEducation.Setting/baseInfo', 'oldEducation.Setting/oldEducationInfo', 'familyEducation.Setting/baseInfo', 'communityEducation.Setting/communityEducationInfo', 'familyEducation.Setting/familyEducationInfo', 'openEducation.Setting/teachingServicesInfo', 'openEducation.Setting/schoolInfo', 'adultEducation.Setting/teachingServicesInfo', 'adultEducation.Setting/schoolInfo');
  CREATE TYPE "public"."enum_edu_news_edu_type" AS ENUM('openEducation', 'adultEducation');
  CREATE TYPE "public"."enum_edu_news_type" AS ENUM('learning', 'teaching');
  CREATE TYPE "public"."enum_edu_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__edu_news_v_version_edu_type" AS ENUM('openEducation', 'adultEducation');
  CREATE TYPE "public"."enum__edu_news_v_version_type" AS ENUM('learning', 'teaching');
  CREATE TYPE "public"."enum__edu_news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_edu_schools_edu_type" AS ENUM('openEducation', 'adultEducation');
  CREATE TYPE "public"."enum_edu_schools_type" AS ENUM('branch', 'site');
  CREATE TYPE "public"."enum_enroll_news_category_type" AS ENUM('open', 'adult', 'elderly');
  CREATE TYPE "public"."enum_enroll_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__enroll_news_v_version_category_type" AS ENUM('open', 'adult', 'elderly');
  CREATE TYPE "public"."enum__enroll_news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_majors_level" AS ENUM('associate', 'upgrade', 'bachelor', 'non_degree');
  CREATE TYPE "public"."enum_majors_category_type" AS ENUM('open', 'adult', 'elderly');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('submitted', 'reviewing', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_applications_category_type" AS ENUM('open', 'adult', 'elderly');
  CREATE TYPE "public"."enum_applications_gender" AS ENUM('male', 'female');
  CREATE TYPE "public"."enum_applications_education" AS ENUM('junior_high', 'high_school', 'secondary_vocational', 'associate', 'bachelor', 'other');
  CREATE TYPE "public"."enum_applications_level" AS ENUM('associate', 'upgrade', 'bachelor', 'non_degree');
  CREATE TYPE "public"."enum_themes_color" AS ENUM('0', '1', '2', '3');
  CREATE TYPE "public"."enum_theme_articles_section" AS ENUM('news', 'theoretical', 'work');
  CREATE TYPE "public"."enum_theme_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__theme_articles_v_version_section" AS ENUM('news', 'theoretical', 'work');
  CREATE TYPE "public"."enum__theme_articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_students_edu_type" AS ENUM('openEducation', 'adultEducation');
  CREATE TYPE "public"."enum_scores_period" AS ENUM('spring', 'autumn');
  CREATE TYPE "public"."enum_letters_recipient" AS ENUM('secretary', 'president');
  CREATE TYPE "public"."enum_letters_status" AS ENUM('pending', 'processing', 'replied');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'admissions', 'academic', 'mailbox');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_formats_overview_formats_key" AS ENUM('openEducation', 'aldultEducation', 'communityEducation', 'elderlyEducation', 'familyEducation', 'overseasChineseCollege', 'tianfuExperimentalCollege');
  CREATE TYPE "public"."enum_formats_overview_formats_color" AS ENUM('0', '1', '2', '3');
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"title" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"content" jsonb,
  	"author" varchar,
  	"source" varchar,
  	"published_at" timestamp(3) with time zone,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_id" integer,
  	"version_content" jsonb,
  	"version_author" varchar,
  	"version_source" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_views" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "news_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"name_en" varchar NOT NULL,
  	"path_name" varchar NOT NULL,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carousels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"image_id" integer NOT NULL,
  	"url" varchar,
  	"enabled" boolean DEFAULT true,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_links_type" DEFAULT 'links' NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar,
  	"image_id" integer,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "platforms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"account" varchar,
  	"description" varchar,
  	"url" varchar,
  	"qrcode_id" integer,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"icon_id" integer,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_xs_url" varchar,
  	"sizes_xs_width" numeric,
  	"sizes_xs_height" numeric,
  	"sizes_xs_mime_type" varchar,
  	"sizes_xs_filesize" numeric,
  	"sizes_xs_filename" varchar,
  	"sizes_sm_url" varchar,
  	"sizes_sm_width" numeric,
  	"sizes_sm_height" numeric,
  	"sizes_sm_mime_type" varchar,
  	"sizes_sm_filesize" numeric,
  	"sizes_sm_filename" varchar,
  	"sizes_md_url" varchar,
  	"sizes_md_width" numeric,
  	"sizes_md_height" numeric,
  	"sizes_md_mime_type" varchar,
  	"sizes_md_filesize" numeric,
  	"sizes_md_filename" varchar,
  	"sizes_lg_url" varchar,
  	"sizes_lg_width" numeric,
  	"sizes_lg_height" numeric,
  	"sizes_lg_mime_type" varchar,
  	"sizes_lg_filesize" numeric,
  	"sizes_lg_filename" varchar,
  	"sizes_xl_url" varchar,
  	"sizes_xl_width" numeric,
  	"sizes_xl_height" numeric,
  	"sizes_xl_mime_type" varchar,
  	"sizes_xl_filesize" numeric,
  	"sizes_xl_filename" varchar,
  	"sizes_xxl_url" varchar,
  	"sizes_xxl_width" numeric,
  	"sizes_xxl_height" numeric,
  	"sizes_xxl_mime_type" varchar,
  	"sizes_xxl_filesize" numeric,
  	"sizes_xxl_filename" varchar
  );
  
  CREATE TABLE "school_introductions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"image_id" integer,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "school_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"content" varchar,
  	"image_id" integer,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "campus_culture" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"content" jsonb,
  	"author" varchar,
  	"source" varchar,
  	"published_at" timestamp(3) with time zone,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_campus_culture_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_campus_culture_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_id" integer,
  	"version_content" jsonb,
  	"version_author" varchar,
  	"version_source" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_views" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__campus_culture_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "leaders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"position" varchar NOT NULL,
  	"duties" varchar,
  	"photo_id" integer,
  	"resume" jsonb,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"group" "enum_departments_group" NOT NULL,
  	"summary" varchar,
  	"phone" varchar,
  	"location" varchar,
  	"cover_id" integer,
  	"content" jsonb,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "school_affairs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"content" jsonb,
  	"author" varchar,
  	"source" varchar,
  	"published_at" timestamp(3) with time zone,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_school_affairs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_school_affairs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_id" integer,
  	"version_content" jsonb,
  	"version_author" varchar,
  	"version_source" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_views" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__school_affairs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "format_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb,
  	"image_id" integer
  );
  
  CREATE TABLE "format_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_format_pages_key" NOT NULL,
  	"title" varchar NOT NULL,
  	"title_en" varchar,
  	"summary" varchar,
  	"banner_id" integer,
  	"content" jsonb,
  	"contact_phone" varchar,
  	"contact_address" varchar,
  	"contact_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "edu_news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edu_type" "enum_edu_news_edu_type",
  	"type" "enum_edu_news_type",
  	"title" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"content" jsonb,
  	"author" varchar,
  	"source" varchar,
  	"published_at" timestamp(3) with time zone,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_edu_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_edu_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_edu_type" "enum__edu_news_v_version_edu_type",
  	"version_type" "enum__edu_news_v_version_type",
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_id" integer,
  	"version_content" jsonb,
  	"version_author" varchar,
  	"version_source" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_views" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__edu_news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "edu_schools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edu_type" "enum_edu_schools_edu_type" NOT NULL,
  	"type" "enum_edu_schools_type" NOT NULL,
  	"name" varchar NOT NULL,
  	"region" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"content" jsonb,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"category" varchar NOT NULL,
  	"teacher" varchar,
  	"schedule" varchar,
  	"location" varchar,
  	"term" varchar,
  	"capacity" numeric DEFAULT 30,
  	"cover_id" integer,
  	"summary" varchar,
  	"content" jsonb,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enroll_news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_type" "enum_enroll_news_category_type",
  	"title" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"content" jsonb,
  	"author" varchar,
  	"source" varchar,
  	"published_at" timestamp(3) with time zone,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_enroll_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_enroll_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category_type" "enum__enroll_news_v_version_category_type",
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_id" integer,
  	"version_content" jsonb,
  	"version_author" varchar,
  	"version_source" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_views" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__enroll_news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "majors_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "majors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar,
  	"level" "enum_majors_level" NOT NULL,
  	"category_type" "enum_majors_category_type" NOT NULL,
  	"discipline" varchar,
  	"duration" varchar,
  	"tuition" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"content" jsonb,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "learning_centers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"region" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_no" varchar NOT NULL,
  	"status" "enum_applications_status" DEFAULT 'submitted' NOT NULL,
  	"term" varchar NOT NULL,
  	"category_type" "enum_applications_category_type" NOT NULL,
  	"name" varchar NOT NULL,
  	"gender" "enum_applications_gender" NOT NULL,
  	"id_card" varchar NOT NULL,
  	"mobile" varchar NOT NULL,
  	"email" varchar,
  	"education" "enum_applications_education" NOT NULL,
  	"level" "enum_applications_level" NOT NULL,
  	"major_id" integer NOT NULL,
  	"school_id" integer NOT NULL,
  	"address" varchar,
  	"remark" varchar,
  	"staff_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "themes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"color" "enum_themes_color" DEFAULT '0' NOT NULL,
  	"banner_id" integer,
  	"intro" varchar,
  	"sort" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "theme_articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"theme_id" integer,
  	"section" "enum_theme_articles_section",
  	"title" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"content" jsonb,
  	"author" varchar,
  	"source" varchar,
  	"published_at" timestamp(3) with time zone,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_theme_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_theme_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_theme_id" integer,
  	"version_section" "enum__theme_articles_v_version_section",
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_id" integer,
  	"version_content" jsonb,
  	"version_author" varchar,
  	"version_source" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_views" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__theme_articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "students" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edu_type" "enum_students_edu_type" NOT NULL,
  	"student_no" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"major" varchar,
  	"grade" varchar,
  	"password_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "scores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"year" varchar NOT NULL,
  	"period" "enum_scores_period" NOT NULL,
  	"course_code" varchar NOT NULL,
  	"course_name" varchar NOT NULL,
  	"score" varchar NOT NULL,
  	"credit" numeric NOT NULL,
  	"exam_type" varchar,
  	"status" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "letters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tracking_code" varchar NOT NULL,
  	"recipient" "enum_letters_recipient" NOT NULL,
  	"anonymous" boolean,
  	"name" varchar,
  	"contact" varchar,
  	"subject" varchar NOT NULL,
  	"content" varchar NOT NULL,
  	"status" "enum_letters_status" DEFAULT 'pending' NOT NULL,
  	"reply" varchar,
  	"replied_at" timestamp(3) with time zone,
  	"is_public" boolean DEFAULT false,
  	"client_ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "captchas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"purpose" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "student_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_id" integer NOT NULL,
  	"edu_type" varchar NOT NULL,
  	"jti" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_docs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"source_id" numeric NOT NULL,
  	"type" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"published_at" timestamp(3) with time zone,
  	"ref" jsonb,
  	"tu" varchar,
  	"tb" varchar,
  	"bu" varchar,
  	"bb" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"news_categories_id" integer,
  	"carousels_id" integer,
  	"links_id" integer,
  	"platforms_id" integer,
  	"services_id" integer,
  	"media_id" integer,
  	"school_introductions_id" integer,
  	"school_history_id" integer,
  	"campus_culture_id" integer,
  	"leaders_id" integer,
  	"departments_id" integer,
  	"school_affairs_id" integer,
  	"format_pages_id" integer,
  	"edu_news_id" integer,
  	"edu_schools_id" integer,
  	"courses_id" integer,
  	"enroll_news_id" integer,
  	"majors_id" integer,
  	"learning_centers_id" integer,
  	"applications_id" integer,
  	"themes_id" integer,
  	"theme_articles_id" integer,
  	"students_id" integer,
  	"scores_id" integer,
  	"letters_id" integer,
  	"users_id" integer,
  	"captchas_id" integer,
  	"student_sessions_id" integer,
  	"attempts_id" integer,
  	"search_docs_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar NOT NULL,
  	"site_name_en" varchar NOT NULL,
  	"logo_id" integer,
  	"address" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"postcode" varchar,
  	"copyright" varchar,
  	"icp" varchar,
  	"police_record" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "school_info_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "school_info" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"name_en" varchar,
  	"motto" varchar,
  	"intro" jsonb,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "formats_overview_formats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "enum_formats_overview_formats_key" NOT NULL,
  	"name" varchar NOT NULL,
  	"name_en" varchar,
  	"summary" varchar,
  	"cover_id" integer,
  	"color" "enum_formats_overview_formats_color" DEFAULT '0'
  );
  
  CREATE TABLE "formats_overview" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"title_en" varchar,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_category_id_news_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carousels" ADD CONSTRAINT "carousels_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "links" ADD CONSTRAINT "links_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "platforms" ADD CONSTRAINT "platforms_qrcode_id_media_id_fk" FOREIGN KEY ("qrcode_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "school_introductions" ADD CONSTRAINT "school_introductions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "school_history" ADD CONSTRAINT "school_history_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campus_culture" ADD CONSTRAINT "campus_culture_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campus_culture_v" ADD CONSTRAINT "_campus_culture_v_parent_id_campus_culture_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."campus_culture"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_campus_culture_v" ADD CONSTRAINT "_campus_culture_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leaders" ADD CONSTRAINT "leaders_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "school_affairs" ADD CONSTRAINT "school_affairs_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_school_affairs_v" ADD CONSTRAINT "_school_affairs_v_parent_id_school_affairs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."school_affairs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_school_affairs_v" ADD CONSTRAINT "_school_affairs_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "format_pages_sections" ADD CONSTRAINT "format_pages_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "format_pages_sections" ADD CONSTRAINT "format_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."format_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "format_pages" ADD CONSTRAINT "format_pages_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "edu_news" ADD CONSTRAINT "edu_news_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_edu_news_v" ADD CONSTRAINT "_edu_news_v_parent_id_edu_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."edu_news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_edu_news_v" ADD CONSTRAINT "_edu_news_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "edu_schools" ADD CONSTRAINT "edu_schools_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enroll_news" ADD CONSTRAINT "enroll_news_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_enroll_news_v" ADD CONSTRAINT "_enroll_news_v_parent_id_enroll_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."enroll_news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_enroll_news_v" ADD CONSTRAINT "_enroll_news_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "majors_courses" ADD CONSTRAINT "majors_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "majors" ADD CONSTRAINT "majors_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_school_id_learning_centers_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."learning_centers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "themes" ADD CONSTRAINT "themes_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme_articles" ADD CONSTRAINT "theme_articles_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "theme_articles" ADD CONSTRAINT "theme_articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_theme_articles_v" ADD CONSTRAINT "_theme_articles_v_parent_id_theme_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."theme_articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_theme_articles_v" ADD CONSTRAINT "_theme_articles_v_version_theme_id_themes_id_fk" FOREIGN KEY ("version_theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_theme_articles_v" ADD CONSTRAINT "_theme_articles_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "scores" ADD CONSTRAINT "scores_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "student_sessions" ADD CONSTRAINT "student_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carousels_fk" FOREIGN KEY ("carousels_id") REFERENCES "public"."carousels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_links_fk" FOREIGN KEY ("links_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_platforms_fk" FOREIGN KEY ("platforms_id") REFERENCES "public"."platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_school_introductions_fk" FOREIGN KEY ("school_introductions_id") REFERENCES "public"."school_introductions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_school_history_fk" FOREIGN KEY ("school_history_id") REFERENCES "public"."school_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campus_culture_fk" FOREIGN KEY ("campus_culture_id") REFERENCES "public"."campus_culture"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leaders_fk" FOREIGN KEY ("leaders_id") REFERENCES "public"."leaders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_school_affairs_fk" FOREIGN KEY ("school_affairs_id") REFERENCES "public"."school_affairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_format_pages_fk" FOREIGN KEY ("format_pages_id") REFERENCES "public"."format_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_edu_news_fk" FOREIGN KEY ("edu_news_id") REFERENCES "public"."edu_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_edu_schools_fk" FOREIGN KEY ("edu_schools_id") REFERENCES "public"."edu_schools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enroll_news_fk" FOREIGN KEY ("enroll_news_id") REFERENCES "public"."enroll_news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_majors_fk" FOREIGN KEY ("majors_id") REFERENCES "public"."majors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_learning_centers_fk" FOREIGN KEY ("learning_centers_id") REFERENCES "public"."learning_centers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_themes_fk" FOREIGN KEY ("themes_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_theme_articles_fk" FOREIGN KEY ("theme_articles_id") REFERENCES "public"."theme_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_students_fk" FOREIGN KEY ("students_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_scores_fk" FOREIGN KEY ("scores_id") REFERENCES "public"."scores"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_letters_fk" FOREIGN KEY ("letters_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_captchas_fk" FOREIGN KEY ("captchas_id") REFERENCES "public"."captchas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_student_sessions_fk" FOREIGN KEY ("student_sessions_id") REFERENCES "public"."student_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attempts_fk" FOREIGN KEY ("attempts_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_docs_fk" FOREIGN KEY ("search_docs_id") REFERENCES "public"."search_docs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "school_info_stats" ADD CONSTRAINT "school_info_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."school_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "school_info" ADD CONSTRAINT "school_info_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "formats_overview_formats" ADD CONSTRAINT "formats_overview_formats_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "formats_overview_formats" ADD CONSTRAINT "formats_overview_formats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."formats_overview"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id");
  CREATE INDEX "news_title_idx" ON "news" USING btree ("title");
  CREATE INDEX "news_cover_idx" ON "news" USING btree ("cover_id");
  CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category_id");
  CREATE INDEX "_news_v_version_version_title_idx" ON "_news_v" USING btree ("version_title");
  CREATE INDEX "_news_v_version_version_cover_idx" ON "_news_v" USING btree ("version_cover_id");
  CREATE INDEX "_news_v_version_version_published_at_idx" ON "_news_v" USING btree ("version_published_at");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE UNIQUE INDEX "news_categories_path_name_idx" ON "news_categories" USING btree ("path_name");
  CREATE INDEX "news_categories_sort_idx" ON "news_categories" USING btree ("sort");
  CREATE INDEX "news_categories_updated_at_idx" ON "news_categories" USING btree ("updated_at");
  CREATE INDEX "news_categories_created_at_idx" ON "news_categories" USING btree ("created_at");
  CREATE INDEX "carousels_image_idx" ON "carousels" USING btree ("image_id");
  CREATE INDEX "carousels_sort_idx" ON "carousels" USING btree ("sort");
  CREATE INDEX "carousels_updated_at_idx" ON "carousels" USING btree ("updated_at");
  CREATE INDEX "carousels_created_at_idx" ON "carousels" USING btree ("created_at");
  CREATE INDEX "links_image_idx" ON "links" USING btree ("image_id");
  CREATE INDEX "links_sort_idx" ON "links" USING btree ("sort");
  CREATE INDEX "links_updated_at_idx" ON "links" USING btree ("updated_at");
  CREATE INDEX "links_created_at_idx" ON "links" USING btree ("created_at");
  CREATE INDEX "platforms_qrcode_idx" ON "platforms" USING btree ("qrcode_id");
  CREATE INDEX "platforms_sort_idx" ON "platforms" USING btree ("sort");
  CREATE INDEX "platforms_updated_at_idx" ON "platforms" USING btree ("updated_at");
  CREATE INDEX "platforms_created_at_idx" ON "platforms" USING btree ("created_at");
  CREATE INDEX "services_icon_idx" ON "services" USING btree ("icon_id");
  CREATE INDEX "services_sort_idx" ON "services" USING btree ("sort");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_xs_sizes_xs_filename_idx" ON "media" USING btree ("sizes_xs_filename");
  CREATE INDEX "media_sizes_sm_sizes_sm_filename_idx" ON "media" USING btree ("sizes_sm_filename");
  CREATE INDEX "media_sizes_md_sizes_md_filename_idx" ON "media" USING btree ("sizes_md_filename");
  CREATE INDEX "media_sizes_lg_sizes_lg_filename_idx" ON "media" USING btree ("sizes_lg_filename");
  CREATE INDEX "media_sizes_xl_sizes_xl_filename_idx" ON "media" USING btree ("sizes_xl_filename");
  CREATE INDEX "media_sizes_xxl_sizes_xxl_filename_idx" ON "media" USING btree ("sizes_xxl_filename");
  CREATE INDEX "school_introductions_image_idx" ON "school_introductions" USING btree ("image_id");
  CREATE INDEX "school_introductions_sort_idx" ON "school_introductions" USING btree ("sort");
  CREATE INDEX "school_introductions_updated_at_idx" ON "school_introductions" USING btree ("updated_at");
  CREATE INDEX "school_introductions_created_at_idx" ON "school_introductions" USING btree ("created_at");
  CREATE INDEX "school_history_image_idx" ON "school_history" USING btree ("image_id");
  CREATE INDEX "school_history_sort_idx" ON "school_history" USING btree ("sort");
  CREATE INDEX "school_history_updated_at_idx" ON "school_history" USING btree ("updated_at");
  CREATE INDEX "school_history_created_at_idx" ON "school_history" USING btree ("created_at");
  CREATE INDEX "campus_culture_title_idx" ON "campus_culture" USING btree ("title");
  CREATE INDEX "campus_culture_cover_idx" ON "campus_culture" USING btree ("cover_id");
  CREATE INDEX "campus_culture_published_at_idx" ON "campus_culture" USING btree ("published_at");
  CREATE INDEX "campus_culture_updated_at_idx" ON "campus_culture" USING btree ("updated_at");
  CREATE INDEX "campus_culture_created_at_idx" ON "campus_culture" USING btree ("created_at");
  CREATE INDEX "campus_culture__status_idx" ON "campus_culture" USING btree ("_status");
  CREATE INDEX "_campus_culture_v_parent_idx" ON "_campus_culture_v" USING btree ("parent_id");
  CREATE INDEX "_campus_culture_v_version_version_title_idx" ON "_campus_culture_v" USING btree ("version_title");
  CREATE INDEX "_campus_culture_v_version_version_cover_idx" ON "_campus_culture_v" USING btree ("version_cover_id");
  CREATE INDEX "_campus_culture_v_version_version_published_at_idx" ON "_campus_culture_v" USING btree ("version_published_at");
  CREATE INDEX "_campus_culture_v_version_version_updated_at_idx" ON "_campus_culture_v" USING btree ("version_updated_at");
  CREATE INDEX "_campus_culture_v_version_version_created_at_idx" ON "_campus_culture_v" USING btree ("version_created_at");
  CREATE INDEX "_campus_culture_v_version_version__status_idx" ON "_campus_culture_v" USING btree ("version__status");
  CREATE INDEX "_campus_culture_v_created_at_idx" ON "_campus_culture_v" USING btree ("created_at");
  CREATE INDEX "_campus_culture_v_updated_at_idx" ON "_campus_culture_v" USING btree ("updated_at");
  CREATE INDEX "_campus_culture_v_latest_idx" ON "_campus_culture_v" USING btree ("latest");
  CREATE INDEX "leaders_photo_idx" ON "leaders" USING btree ("photo_id");
  CREATE INDEX "leaders_sort_idx" ON "leaders" USING btree ("sort");
  CREATE INDEX "leaders_updated_at_idx" ON "leaders" USING btree ("updated_at");
  CREATE INDEX "leaders_created_at_idx" ON "leaders" USING btree ("created_at");
  CREATE INDEX "departments_cover_idx" ON "departments" USING btree ("cover_id");
  CREATE INDEX "departments_sort_idx" ON "departments" USING btree ("sort");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE INDEX "school_affairs_title_idx" ON "school_affairs" USING btree ("title");
  CREATE INDEX "school_affairs_cover_idx" ON "school_affairs" USING btree ("cover_id");
  CREATE INDEX "school_affairs_published_at_idx" ON "school_affairs" USING btree ("published_at");
  CREATE INDEX "school_affairs_updated_at_idx" ON "school_affairs" USING btree ("updated_at");
  CREATE INDEX "school_affairs_created_at_idx" ON "school_affairs" USING btree ("created_at");
  CREATE INDEX "school_affairs__status_idx" ON "school_affairs" USING btree ("_status");
  CREATE INDEX "_school_affairs_v_parent_idx" ON "_school_affairs_v" USING btree ("parent_id");
  CREATE INDEX "_school_affairs_v_version_version_title_idx" ON "_school_affairs_v" USING btree ("version_title");
  CREATE INDEX "_school_affairs_v_version_version_cover_idx" ON "_school_affairs_v" USING btree ("version_cover_id");
  CREATE INDEX "_school_affairs_v_version_version_published_at_idx" ON "_school_affairs_v" USING btree ("version_published_at");
  CREATE INDEX "_school_affairs_v_version_version_updated_at_idx" ON "_school_affairs_v" USING btree ("version_updated_at");
  CREATE INDEX "_school_affairs_v_version_version_created_at_idx" ON "_school_affairs_v" USING btree ("version_created_at");
  CREATE INDEX "_school_affairs_v_version_version__status_idx" ON "_school_affairs_v" USING btree ("version__status");
  CREATE INDEX "_school_affairs_v_created_at_idx" ON "_school_affairs_v" USING btree ("created_at");
  CREATE INDEX "_school_affairs_v_updated_at_idx" ON "_school_affairs_v" USING btree ("updated_at");
  CREATE INDEX "_school_affairs_v_latest_idx" ON "_school_affairs_v" USING btree ("latest");
  CREATE INDEX "format_pages_sections_order_idx" ON "format_pages_sections" USING btree ("_order");
  CREATE INDEX "format_pages_sections_parent_id_idx" ON "format_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "format_pages_sections_image_idx" ON "format_pages_sections" USING btree ("image_id");
  CREATE UNIQUE INDEX "format_pages_key_idx" ON "format_pages" USING btree ("key");
  CREATE INDEX "format_pages_banner_idx" ON "format_pages" USING btree ("banner_id");
  CREATE INDEX "format_pages_updated_at_idx" ON "format_pages" USING btree ("updated_at");
  CREATE INDEX "format_pages_created_at_idx" ON "format_pages" USING btree ("created_at");
  CREATE INDEX "edu_news_edu_type_idx" ON "edu_news" USING btree ("edu_type");
  CREATE INDEX "edu_news_type_idx" ON "edu_news" USING btree ("type");
  CREATE INDEX "edu_news_title_idx" ON "edu_news" USING btree ("title");
  CREATE INDEX "edu_news_cover_idx" ON "edu_news" USING btree ("cover_id");
  CREATE INDEX "edu_news_published_at_idx" ON "edu_news" USING btree ("published_at");
  CREATE INDEX "edu_news_updated_at_idx" ON "edu_news" USING btree ("updated_at");
  CREATE INDEX "edu_news_created_at_idx" ON "edu_news" USING btree ("created_at");
  CREATE INDEX "edu_news__status_idx" ON "edu_news" USING btree ("_status");
  CREATE INDEX "_edu_news_v_parent_idx" ON "_edu_news_v" USING btree ("parent_id");
  CREATE INDEX "_edu_news_v_version_version_edu_type_idx" ON "_edu_news_v" USING btree ("version_edu_type");
  CREATE INDEX "_edu_news_v_version_version_type_idx" ON "_edu_news_v" USING btree ("version_type");
  CREATE INDEX "_edu_news_v_version_version_title_idx" ON "_edu_news_v" USING btree ("version_title");
  CREATE INDEX "_edu_news_v_version_version_cover_idx" ON "_edu_news_v" USING btree ("version_cover_id");
  CREATE INDEX "_edu_news_v_version_version_published_at_idx" ON "_edu_news_v" USING btree ("version_published_at");
  CREATE INDEX "_edu_news_v_version_version_updated_at_idx" ON "_edu_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_edu_news_v_version_version_created_at_idx" ON "_edu_news_v" USING btree ("version_created_at");
  CREATE INDEX "_edu_news_v_version_version__status_idx" ON "_edu_news_v" USING btree ("version__status");
  CREATE INDEX "_edu_news_v_created_at_idx" ON "_edu_news_v" USING btree ("created_at");
  CREATE INDEX "_edu_news_v_updated_at_idx" ON "_edu_news_v" USING btree ("updated_at");
  CREATE INDEX "_edu_news_v_latest_idx" ON "_edu_news_v" USING btree ("latest");
  CREATE INDEX "edu_schools_edu_type_idx" ON "edu_schools" USING btree ("edu_type");
  CREATE INDEX "edu_schools_type_idx" ON "edu_schools" USING btree ("type");
  CREATE INDEX "edu_schools_cover_idx" ON "edu_schools" USING btree ("cover_id");
  CREATE INDEX "edu_schools_sort_idx" ON "edu_schools" USING btree ("sort");
  CREATE INDEX "edu_schools_updated_at_idx" ON "edu_schools" USING btree ("updated_at");
  CREATE INDEX "edu_schools_created_at_idx" ON "edu_schools" USING btree ("created_at");
  CREATE INDEX "courses_cover_idx" ON "courses" USING btree ("cover_id");
  CREATE INDEX "courses_sort_idx" ON "courses" USING btree ("sort");
  CREATE INDEX "courses_updated_at_idx" ON "courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");
  CREATE INDEX "enroll_news_category_type_idx" ON "enroll_news" USING btree ("category_type");
  CREATE INDEX "enroll_news_title_idx" ON "enroll_news" USING btree ("title");
  CREATE INDEX "enroll_news_cover_idx" ON "enroll_news" USING btree ("cover_id");
  CREATE INDEX "enroll_news_published_at_idx" ON "enroll_news" USING btree ("published_at");
  CREATE INDEX "enroll_news_updated_at_idx" ON "enroll_news" USING btree ("updated_at");
  CREATE INDEX "enroll_news_created_at_idx" ON "enroll_news" USING btree ("created_at");
  CREATE INDEX "enroll_news__status_idx" ON "enroll_news" USING btree ("_status");
  CREATE INDEX "_enroll_news_v_parent_idx" ON "_enroll_news_v" USING btree ("parent_id");
  CREATE INDEX "_enroll_news_v_version_version_category_type_idx" ON "_enroll_news_v" USING btree ("version_category_type");
  CREATE INDEX "_enroll_news_v_version_version_title_idx" ON "_enroll_news_v" USING btree ("version_title");
  CREATE INDEX "_enroll_news_v_version_version_cover_idx" ON "_enroll_news_v" USING btree ("version_cover_id");
  CREATE INDEX "_enroll_news_v_version_version_published_at_idx" ON "_enroll_news_v" USING btree ("version_published_at");
  CREATE INDEX "_enroll_news_v_version_version_updated_at_idx" ON "_enroll_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_enroll_news_v_version_version_created_at_idx" ON "_enroll_news_v" USING btree ("version_created_at");
  CREATE INDEX "_enroll_news_v_version_version__status_idx" ON "_enroll_news_v" USING btree ("version__status");
  CREATE INDEX "_enroll_news_v_created_at_idx" ON "_enroll_news_v" USING btree ("created_at");
  CREATE INDEX "_enroll_news_v_updated_at_idx" ON "_enroll_news_v" USING btree ("updated_at");
  CREATE INDEX "_enroll_news_v_latest_idx" ON "_enroll_news_v" USING btree ("latest");
  CREATE INDEX "majors_courses_order_idx" ON "majors_courses" USING btree ("_order");
  CREATE INDEX "majors_courses_parent_id_idx" ON "majors_courses" USING btree ("_parent_id");
  CREATE INDEX "majors_level_idx" ON "majors" USING btree ("level");
  CREATE INDEX "majors_category_type_idx" ON "majors" USING btree ("category_type");
  CREATE INDEX "majors_cover_idx" ON "majors" USING btree ("cover_id");
  CREATE INDEX "majors_sort_idx" ON "majors" USING btree ("sort");
  CREATE INDEX "majors_updated_at_idx" ON "majors" USING btree ("updated_at");
  CREATE INDEX "majors_created_at_idx" ON "majors" USING btree ("created_at");
  CREATE INDEX "learning_centers_sort_idx" ON "learning_centers" USING btree ("sort");
  CREATE INDEX "learning_centers_updated_at_idx" ON "learning_centers" USING btree ("updated_at");
  CREATE INDEX "learning_centers_created_at_idx" ON "learning_centers" USING btree ("created_at");
  CREATE UNIQUE INDEX "applications_application_no_idx" ON "applications" USING btree ("application_no");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_term_idx" ON "applications" USING btree ("term");
  CREATE INDEX "applications_category_type_idx" ON "applications" USING btree ("category_type");
  CREATE INDEX "applications_id_card_idx" ON "applications" USING btree ("id_card");
  CREATE INDEX "applications_major_idx" ON "applications" USING btree ("major_id");
  CREATE INDEX "applications_school_idx" ON "applications" USING btree ("school_id");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "id_card_major_term_idx" ON "applications" USING btree ("id_card","major_id","term");
  CREATE INDEX "themes_banner_idx" ON "themes" USING btree ("banner_id");
  CREATE INDEX "themes_sort_idx" ON "themes" USING btree ("sort");
  CREATE INDEX "themes_updated_at_idx" ON "themes" USING btree ("updated_at");
  CREATE INDEX "themes_created_at_idx" ON "themes" USING btree ("created_at");
  CREATE INDEX "theme_articles_theme_idx" ON "theme_articles" USING btree ("theme_id");
  CREATE INDEX "theme_articles_section_idx" ON "theme_articles" USING btree ("section");
  CREATE INDEX "theme_articles_title_idx" ON "theme_articles" USING btree ("title");
  CREATE INDEX "theme_articles_cover_idx" ON "theme_articles" USING btree ("cover_id");
  CREATE INDEX "theme_articles_published_at_idx" ON "theme_articles" USING btree ("published_at");
  CREATE INDEX "theme_articles_updated_at_idx" ON "theme_articles" USING btree ("updated_at");
  CREATE INDEX "theme_articles_created_at_idx" ON "theme_articles" USING btree ("created_at");
  CREATE INDEX "theme_articles__status_idx" ON "theme_articles" USING btree ("_status");
  CREATE INDEX "_theme_articles_v_parent_idx" ON "_theme_articles_v" USING btree ("parent_id");
  CREATE INDEX "_theme_articles_v_version_version_theme_idx" ON "_theme_articles_v" USING btree ("version_theme_id");
  CREATE INDEX "_theme_articles_v_version_version_section_idx" ON "_theme_articles_v" USING btree ("version_section");
  CREATE INDEX "_theme_articles_v_version_version_title_idx" ON "_theme_articles_v" USING btree ("version_title");
  CREATE INDEX "_theme_articles_v_version_version_cover_idx" ON "_theme_articles_v" USING btree ("version_cover_id");
  CREATE INDEX "_theme_articles_v_version_version_published_at_idx" ON "_theme_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_theme_articles_v_version_version_updated_at_idx" ON "_theme_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_theme_articles_v_version_version_created_at_idx" ON "_theme_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_theme_articles_v_version_version__status_idx" ON "_theme_articles_v" USING btree ("version__status");
  CREATE INDEX "_theme_articles_v_created_at_idx" ON "_theme_articles_v" USING btree ("created_at");
  CREATE INDEX "_theme_articles_v_updated_at_idx" ON "_theme_articles_v" USING btree ("updated_at");
  CREATE INDEX "_theme_articles_v_latest_idx" ON "_theme_articles_v" USING btree ("latest");
  CREATE INDEX "students_student_no_idx" ON "students" USING btree ("student_no");
  CREATE INDEX "students_updated_at_idx" ON "students" USING btree ("updated_at");
  CREATE INDEX "students_created_at_idx" ON "students" USING btree ("created_at");
  CREATE UNIQUE INDEX "edu_type_student_no_idx" ON "students" USING btree ("edu_type","student_no");
  CREATE INDEX "scores_student_idx" ON "scores" USING btree ("student_id");
  CREATE INDEX "scores_updated_at_idx" ON "scores" USING btree ("updated_at");
  CREATE INDEX "scores_created_at_idx" ON "scores" USING btree ("created_at");
  CREATE INDEX "student_year_period_idx" ON "scores" USING btree ("student_id","year","period");
  CREATE UNIQUE INDEX "student_year_period_course_code_idx" ON "scores" USING btree ("student_id","year","period","course_code");
  CREATE UNIQUE INDEX "letters_tracking_code_idx" ON "letters" USING btree ("tracking_code");
  CREATE INDEX "letters_status_idx" ON "letters" USING btree ("status");
  CREATE INDEX "letters_updated_at_idx" ON "letters" USING btree ("updated_at");
  CREATE INDEX "letters_created_at_idx" ON "letters" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "captchas_updated_at_idx" ON "captchas" USING btree ("updated_at");
  CREATE INDEX "captchas_created_at_idx" ON "captchas" USING btree ("created_at");
  CREATE INDEX "student_sessions_student_idx" ON "student_sessions" USING btree ("student_id");
  CREATE UNIQUE INDEX "student_sessions_jti_idx" ON "student_sessions" USING btree ("jti");
  CREATE INDEX "student_sessions_updated_at_idx" ON "student_sessions" USING btree ("updated_at");
  CREATE INDEX "student_sessions_created_at_idx" ON "student_sessions" USING btree ("created_at");
  CREATE INDEX "attempts_key_idx" ON "attempts" USING btree ("key");
  CREATE INDEX "attempts_at_idx" ON "attempts" USING btree ("at");
  CREATE INDEX "attempts_updated_at_idx" ON "attempts" USING btree ("updated_at");
  CREATE INDEX "attempts_created_at_idx" ON "attempts" USING btree ("created_at");
  CREATE INDEX "search_docs_type_idx" ON "search_docs" USING btree ("type");
  CREATE INDEX "search_docs_updated_at_idx" ON "search_docs" USING btree ("updated_at");
  CREATE INDEX "search_docs_created_at_idx" ON "search_docs" USING btree ("created_at");
  CREATE UNIQUE INDEX "source_source_id_idx" ON "search_docs" USING btree ("source","source_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_news_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("news_categories_id");
  CREATE INDEX "payload_locked_documents_rels_carousels_id_idx" ON "payload_locked_documents_rels" USING btree ("carousels_id");
  CREATE INDEX "payload_locked_documents_rels_links_id_idx" ON "payload_locked_documents_rels" USING btree ("links_id");
  CREATE INDEX "payload_locked_documents_rels_platforms_id_idx" ON "payload_locked_documents_rels" USING btree ("platforms_id");
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_school_introductions_id_idx" ON "payload_locked_documents_rels" USING btree ("school_introductions_id");
  CREATE INDEX "payload_locked_documents_rels_school_history_id_idx" ON "payload_locked_documents_rels" USING btree ("school_history_id");
  CREATE INDEX "payload_locked_documents_rels_campus_culture_id_idx" ON "payload_locked_documents_rels" USING btree ("campus_culture_id");
  CREATE INDEX "payload_locked_documents_rels_leaders_id_idx" ON "payload_locked_documents_rels" USING btree ("leaders_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_school_affairs_id_idx" ON "payload_locked_documents_rels" USING btree ("school_affairs_id");
  CREATE INDEX "payload_locked_documents_rels_format_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("format_pages_id");
  CREATE INDEX "payload_locked_documents_rels_edu_news_id_idx" ON "payload_locked_documents_rels" USING btree ("edu_news_id");
  CREATE INDEX "payload_locked_documents_rels_edu_schools_id_idx" ON "payload_locked_documents_rels" USING btree ("edu_schools_id");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_enroll_news_id_idx" ON "payload_locked_documents_rels" USING btree ("enroll_news_id");
  CREATE INDEX "payload_locked_documents_rels_majors_id_idx" ON "payload_locked_documents_rels" USING btree ("majors_id");
  CREATE INDEX "payload_locked_documents_rels_learning_centers_id_idx" ON "payload_locked_documents_rels" USING btree ("learning_centers_id");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_themes_id_idx" ON "payload_locked_documents_rels" USING btree ("themes_id");
  CREATE INDEX "payload_locked_documents_rels_theme_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("theme_articles_id");
  CREATE INDEX "payload_locked_documents_rels_students_id_idx" ON "payload_locked_documents_rels" USING btree ("students_id");
  CREATE INDEX "payload_locked_documents_rels_scores_id_idx" ON "payload_locked_documents_rels" USING btree ("scores_id");
  CREATE INDEX "payload_locked_documents_rels_letters_id_idx" ON "payload_locked_documents_rels" USING btree ("letters_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_captchas_id_idx" ON "payload_locked_documents_rels" USING btree ("captchas_id");
  CREATE INDEX "payload_locked_documents_rels_student_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("student_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("attempts_id");
  CREATE INDEX "payload_locked_documents_rels_search_docs_id_idx" ON "payload_locked_documents_rels" USING btree ("search_docs_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "school_info_stats_order_idx" ON "school_info_stats" USING btree ("_order");
  CREATE INDEX "school_info_stats_parent_id_idx" ON "school_info_stats" USING btree ("_parent_id");
  CREATE INDEX "school_info_cover_idx" ON "school_info" USING btree ("cover_id");
  CREATE INDEX "formats_overview_formats_order_idx" ON "formats_overview_formats" USING btree ("_order");
  CREATE INDEX "formats_overview_formats_parent_id_idx" ON "formats_overview_formats" USING btree ("_parent_id");
  CREATE INDEX "formats_overview_formats_cover_idx" ON "formats_overview_formats" USING btree ("cover_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "news" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "news_categories" CASCADE;
  DROP TABLE "carousels" CASCADE;
  DROP TABLE "links" CASCADE;
  DROP TABLE "platforms" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "school_introductions" CASCADE;
  DROP TABLE "school_history" CASCADE;
  DROP TABLE "campus_culture" CASCADE;
  DROP TABLE "_campus_culture_v" CASCADE;
  DROP TABLE "leaders" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "school_affairs" CASCADE;
  DROP TABLE "_school_affairs_v" CASCADE;
  DROP TABLE "format_pages_sections" CASCADE;
  DROP TABLE "format_pages" CASCADE;
  DROP TABLE "edu_news" CASCADE;
  DROP TABLE "_edu_news_v" CASCADE;
  DROP TABLE "edu_schools" CASCADE;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "enroll_news" CASCADE;
  DROP TABLE "_enroll_news_v" CASCADE;
  DROP TABLE "majors_courses" CASCADE;
  DROP TABLE "majors" CASCADE;
  DROP TABLE "learning_centers" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "themes" CASCADE;
  DROP TABLE "theme_articles" CASCADE;
  DROP TABLE "_theme_articles_v" CASCADE;
  DROP TABLE "students" CASCADE;
  DROP TABLE "scores" CASCADE;
  DROP TABLE "letters" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "captchas" CASCADE;
  DROP TABLE "student_sessions" CASCADE;
  DROP TABLE "attempts" CASCADE;
  DROP TABLE "search_docs" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "school_info_stats" CASCADE;
  DROP TABLE "school_info" CASCADE;
  DROP TABLE "formats_overview_formats" CASCADE;
  DROP TABLE "formats_overview" CASCADE;
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_links_type";
  DROP TYPE "public"."enum_campus_culture_status";
  DROP TYPE "public"."enum__campus_culture_v_version_status";
  DROP TYPE "public"."enum_departments_group";
  DROP TYPE "public"."enum_school_affairs_status";
  DROP TYPE "public"."enum__school_affairs_v_version_status";
  DROP TYPE "public"."enum_format_pages_key";
  DROP TYPE "public"."enum_edu_news_edu_type";
  DROP TYPE "public"."enum_edu_news_type";
  DROP TYPE "public"."enum_edu_news_status";
  DROP TYPE "public"."enum__edu_news_v_version_edu_type";
  DROP TYPE "public"."enum__edu_news_v_version_type";
  DROP TYPE "public"."enum__edu_news_v_version_status";
  DROP TYPE "public"."enum_edu_schools_edu_type";
  DROP TYPE "public"."enum_edu_schools_type";
  DROP TYPE "public"."enum_enroll_news_category_type";
  DROP TYPE "public"."enum_enroll_news_status";
  DROP TYPE "public"."enum__enroll_news_v_version_category_type";
  DROP TYPE "public"."enum__enroll_news_v_version_status";
  DROP TYPE "public"."enum_majors_level";
  DROP TYPE "public"."enum_majors_category_type";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_category_type";
  DROP TYPE "public"."enum_applications_gender";
  DROP TYPE "public"."enum_applications_education";
  DROP TYPE "public"."enum_applications_level";
  DROP TYPE "public"."enum_themes_color";
  DROP TYPE "public"."enum_theme_articles_section";
  DROP TYPE "public"."enum_theme_articles_status";
  DROP TYPE "public"."enum__theme_articles_v_version_section";
  DROP TYPE "public"."enum__theme_articles_v_version_status";
  DROP TYPE "public"."enum_students_edu_type";
  DROP TYPE "public"."enum_scores_period";
  DROP TYPE "public"."enum_letters_recipient";
  DROP TYPE "public"."enum_letters_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_formats_overview_formats_key";
  DROP TYPE "public"."enum_formats_overview_formats_color";`)
}
