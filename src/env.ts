import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "~/shared/zod";
import { DEV_SESSION_SECRET, secretWeakness } from "~/server/secrets";
import { DEFAULT_TIME_ZONE, isTimeZone } from "~/shared/time-zone";
import { isLocale, LOCALES, type Locale } from "~/shared/i18n/locales";

const isBuild = process.env.NEXT_PHASE === "phase-production-build";
const isProduction = process.env.NODE_ENV === "production" && !isBuild;

/** A switch written "true" or "false", read as a boolean. */
const flag = (fallback: "true" | "false") =>
  z
    .enum(["true", "false"])
    .default(fallback)
    .transform((value) => value === "true");

/** A comma-separated list of the app's languages (`en,de`), read as a list without repeats. */
const localeList = z
  .string()
  .max(100)
  .transform((value) => [...new Set(value.split(",").map((part) => part.trim()))])
  .refine(
    (parts): parts is Locale[] => parts.every(isLocale),
    `must be a comma-separated list of ${LOCALES.join(", ")}`,
  )
  .default(["en", "de"]);

/**
 * The validated environment. Every variable is documented in .env.example; in development
 * and in the demo nothing needs to be set. In production the app refuses to start when a
 * required secret is missing or weak (see src/instrumentation.ts).
 */
export const env = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    DATABASE_URL: z
      .string()
      .optional()
      .describe("postgres:// URL; unset = embedded PGlite database under PGLITE_DATA_DIR"),
    PGLITE_DATA_DIR: z.string().min(1).default("./data/pglite"),
    APP_URL: z.url().default("http://localhost:3000"),
    SESSION_SECRET: isProduction
      ? z.string().superRefine((value, ctx) => {
          const weakness = secretWeakness(value);
          if (weakness) ctx.addIssue({ code: "custom", message: `SESSION_SECRET ${weakness}` });
        })
      : z.string().min(32).default(DEV_SESSION_SECRET),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional()
      .describe("unset = mail is written to MAIL_OUTBOX_DIR as .eml files"),
    MAIL_FROM: z.string().min(3).default("Festival Challenges <no-reply@festival.test>"),
    MAIL_OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
    // `npm run demo` sets it: the server adds the demo data, published passwords included.
    DEMO_DATA: flag("false"),
    TRUST_PROXY: flag("false"),
    // With TRUST_PROXY: how many proxies in a row append to X-Forwarded-For before the app (the
    // client's address is that many entries from the right; see src/server/http/client-ip.ts).
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    // Days after signing in when a session ends however often it is used (it also slides: 30 days).
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    // Live streams (the wall's and the dashboard's push) one instance keeps open at most.
    LIVE_MAX_STREAMS: z.coerce.number().int().min(0).max(100_000).default(2000),
    // How often the inbox's job runs (purge of entries older than 30 days, daily digests due).
    INBOX_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(3600),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default(process.env.NODE_ENV === "test" ? "warn" : "info"),
    // Error reporting is off unless a DSN is set; read at start-up, so one build serves both.
    SENTRY_DSN: z
      .url()
      .regex(/^https?:\/\/[^:@/]+@[^/]+\/(.+\/)?\d+$/, "must look like https://KEY@HOST/PROJECT_ID")
      .optional(),
    SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
    UPLOAD_DIR: z.string().min(1).default("./data/uploads"),
    UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(10_000).default(50),
    // S3-compatible storage for uploads; all of endpoint, bucket and keys, or none (local disk).
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).max(64).default("us-east-1"),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
    S3_FORCE_PATH_STYLE: flag("true"),
    CERTIFICATE_MIN_STATIONS: z.coerce.number().int().min(0).max(1000).default(5),
    CERTIFICATE_MIN_REFILLS: z.coerce.number().int().min(0).max(1000).default(3),
    CO2E_GRAMS_PER_BOTTLE: z.coerce.number().min(0).max(10_000).default(83),
    FESTIVAL_TIME_ZONE: z
      .string()
      .refine(isTimeZone, "must be an IANA time zone such as Europe/Berlin")
      .default(DEFAULT_TIME_ZONE),
    // The languages offered to people (README "Languages"); German only once it is complete.
    FESTIVAL_LOCALES: localeList,
    // The language when neither the person, the language switch nor the browser decides.
    FESTIVAL_DEFAULT_LOCALE: z.enum(LOCALES).default("en"),
  },
  client: {
    NEXT_PUBLIC_FESTIVAL_NAME: z.string().min(1).max(80).default("Community Festival"),
    NEXT_PUBLIC_SITE_NAME: z.string().min(1).max(80).default("Festival Challenges"),
    // What the festival is, in a sentence (description, og:description); see src/lib/site.ts.
    NEXT_PUBLIC_FESTIVAL_DESCRIPTION: z.string().min(1).max(300).optional(),
    // When and where, as people read it ("10–12 July 2026 · Riverside Park"): the home page.
    NEXT_PUBLIC_FESTIVAL_DATES: z.string().min(1).max(120).optional(),
    // Analytics is off unless a key is set. The server reads both at start-up (not only at
    // build time) and hands them to the browser, see src/lib/client-config.ts.
    NEXT_PUBLIC_POSTHOG_KEY: z.string().min(1).max(200).optional(),
    NEXT_PUBLIC_POSTHOG_HOST: z.url().default("https://us.i.posthog.com"),
  },
  runtimeEnv: {
    NODE_ENV: process.env.NODE_ENV,
    DATABASE_URL: process.env.DATABASE_URL,
    PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR,
    APP_URL: process.env.APP_URL,
    SESSION_SECRET: process.env.SESSION_SECRET,
    SMTP_URL: process.env.SMTP_URL,
    MAIL_FROM: process.env.MAIL_FROM,
    MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR,
    DEMO_DATA: process.env.DEMO_DATA,
    TRUST_PROXY: process.env.TRUST_PROXY,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
    SESSION_ABSOLUTE_DAYS: process.env.SESSION_ABSOLUTE_DAYS,
    LIVE_MAX_STREAMS: process.env.LIVE_MAX_STREAMS,
    INBOX_JOB_INTERVAL_SECONDS: process.env.INBOX_JOB_INTERVAL_SECONDS,
    LOG_LEVEL: process.env.LOG_LEVEL,
    NEXT_PUBLIC_FESTIVAL_NAME: process.env.NEXT_PUBLIC_FESTIVAL_NAME,
    NEXT_PUBLIC_SITE_NAME: process.env.NEXT_PUBLIC_SITE_NAME,
    NEXT_PUBLIC_FESTIVAL_DESCRIPTION: process.env.NEXT_PUBLIC_FESTIVAL_DESCRIPTION,
    NEXT_PUBLIC_FESTIVAL_DATES: process.env.NEXT_PUBLIC_FESTIVAL_DATES,
    SENTRY_DSN: process.env.SENTRY_DSN,
    SENTRY_ENVIRONMENT: process.env.SENTRY_ENVIRONMENT,
    UPLOAD_DIR: process.env.UPLOAD_DIR,
    UPLOAD_QUOTA_MB: process.env.UPLOAD_QUOTA_MB,
    S3_ENDPOINT: process.env.S3_ENDPOINT,
    S3_REGION: process.env.S3_REGION,
    S3_BUCKET: process.env.S3_BUCKET,
    S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: process.env.S3_FORCE_PATH_STYLE,
    CERTIFICATE_MIN_STATIONS: process.env.CERTIFICATE_MIN_STATIONS,
    CERTIFICATE_MIN_REFILLS: process.env.CERTIFICATE_MIN_REFILLS,
    CO2E_GRAMS_PER_BOTTLE: process.env.CO2E_GRAMS_PER_BOTTLE,
    FESTIVAL_TIME_ZONE: process.env.FESTIVAL_TIME_ZONE,
    FESTIVAL_LOCALES: process.env.FESTIVAL_LOCALES,
    FESTIVAL_DEFAULT_LOCALE: process.env.FESTIVAL_DEFAULT_LOCALE,
    NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
    NEXT_PUBLIC_POSTHOG_HOST: process.env.NEXT_PUBLIC_POSTHOG_HOST,
  },
  emptyStringAsUndefined: true,
  skipValidation: isBuild,
  onValidationError: (issues) => {
    const lines = issues.map((issue) => {
      const path = issue.path?.map(String).join(".") ?? "environment";
      return `  - ${path}: ${issue.message}`;
    });
    throw new Error(
      `Invalid environment, the app cannot start:\n${lines.join("\n")}\nSee .env.example for every variable.`,
    );
  },
});
