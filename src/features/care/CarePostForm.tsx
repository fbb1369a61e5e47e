import { Link } from "~/components/Link";
import { PageFrame } from "~/components/layouts/screen-page";
import { Button } from "~/components/plain/Button";
import { ButtonLink } from "~/components/plain/ButtonLink";
import { NativeSelect, Switch, Textarea, TextInput } from "~/components/plain/fields";
import plain from "~/components/plain/plain.module.css";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { Notice } from "~/components/plain/Notice";
import { GivingCategory, type CarePostKind } from "~/generated/prisma/enums";
import { StatusRegion, useAnnouncement } from "~/components/StatusRegion";
import { WaitNotice } from "~/components/WaitNotice";
import { retryAfterOf, useRetryWait, useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useLazyForm } from "~/lib/lazy-form";
import { isNetworkFailure } from "~/lib/offline/network";
import { queueOffline } from "~/lib/offline/queue";
import { titled, type AppPage, type Translate } from "~/lib/page";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { CARE_MESSAGE_MAX, CARE_TO_NAME_MAX } from "~/shared/care/rules";
import { normalizePlainText } from "~/shared/plain-text";
import { ANONYMOUS_NAME, publicName } from "~/shared/public-name";
import classes from "./CarePostForm.module.css";
import { CarePostView } from "./CarePostView";
import { checkWords, categoryWords, wallNameWords } from "./words";

const CATEGORIES = Object.values(GivingCategory);

function isCategory(value: string | null): value is GivingCategory {
  return CATEGORIES.some((category) => category === value);
}

/** The words of each kind's form (keys in the "care" messages). */
const COPY = {
  GRATITUDE: {
    heading: "form.gratitude.heading",
    intro: "form.gratitude.intro",
    placeholder: "form.gratitude.placeholder",
  },
  JOY_OF_GIVING: {
    heading: "form.giving.heading",
    intro: "form.giving.intro",
    placeholder: "form.giving.placeholder",
  },
} as const satisfies Record<CarePostKind, Record<string, string>>;

/** Each kind's page title (README "Languages"). */
const PAGE_TITLES: Record<CarePostKind, (t: Translate) => string> = {
  GRATITUDE: (t) => t("care.gratitudeTitle"),
  JOY_OF_GIVING: (t) => t("care.givingTitle"),
};

/** The page of one kind of post: /challenge/care/gratitude and /challenge/care/joy-of-giving. */
export function carePostPage(kind: CarePostKind): AppPage {
  const CarePostPage: AppPage = () => (
    <PageFrame size="lg">
      <CarePostForm kind={kind} />
    </PageFrame>
  );
  CarePostPage.layout = "care";
  const title = PAGE_TITLES[kind];
  return titled((_props, t) => title(t), CarePostPage);
}

/**
 * The gratitude and joy-of-giving forms: one form, the fields of its kind, and a live preview.
 * Plain markup and the plain kit (README "First-load weight").
 */
export function CarePostForm({ kind }: { kind: CarePostKind }) {
  const { user, ready } = useSession();
  const t = useTranslations("care");
  const copy = COPY[kind];
  return (
    <div className={plain.stack}>
      <div className={plain.stackXs}>
        <h1 className={plain.title}>{t(copy.heading)}</h1>
        <p className={`${plain.text} ${classes.intro}`}>{t(copy.intro)}</p>
      </div>
      {user ? (
        <SignedInForm kind={kind} author={user} placeholder={t(copy.placeholder)} />
      ) : ready ? (
        <Notice color="pink" title={t("form.signInTitle")}>
          <div className={plain.stackSm}>
            <p className={plain.small}>{t("form.signInText")}</p>
            {/* SignInButtons' two ways in, worded in the page's language. */}
            <div className={`${plain.row} ${classes.actions}`}>
              <ButtonLink href="/auth/login" variant="filled">
                {t("form.signIn")}
              </ButtonLink>
              <ButtonLink href="/auth/register">{t("form.register")}</ButtonLink>
            </div>
          </div>
        </Notice>
      ) : null}
    </div>
  );
}

type Author = { name: string; publicProfile: boolean };

/**
 * Next to the anonymous switch: the name the wall will show, and, with a private profile, why it
 * is "Anonymous" and where to change that.
 */
function WallNameHint({
  id,
  author,
  anonymous,
}: {
  id: string;
  author: Author;
  anonymous: boolean;
}) {
  const t = useTranslations("care");
  const shown = wallNameWords(t, ANONYMOUS_NAME);
  return (
    <p id={id} className={plain.small} aria-live="polite">
      {!author.publicProfile
        ? t.rich("form.privateProfile", {
            anonymous: shown,
            link: (chunks) => (
              <Link href="/account/personal" className={`${plain.link} mantine-focus-auto`}>
                {chunks}
              </Link>
            ),
          })
        : anonymous
          ? t("form.anonymousHint", { anonymous: shown })
          : t("form.nameHint", { name: author.name })}
    </p>
  );
}

function SignedInForm({
  kind,
  author,
  placeholder,
}: {
  kind: CarePostKind;
  author: Author;
  placeholder: string;
}) {
  const hintId = useId();
  const t = useTranslations("care");
  const word = useServerText();
  // "Sent for review" shows beside Send, not in a toast over it.
  const { announcement, announce } = useAnnouncement();
  const utils = api.useUtils();
  const { form, formProps } = useLazyForm({
    mode: "controlled",
    initialValues: {
      kind,
      toName: "",
      category: null as GivingCategory | null,
      message: "",
      anonymous: false,
    },
    schema: () => import("~/shared/care/inputs").then((module) => module.createCarePostInput),
  });
  const { user } = useSession();
  /** A post written without signal, kept on the phone until it can be sent (README "Offline"). */
  const [kept, setKept] = useState(false);
  const create = api.care.create.useMutation({
    // Without signal the call fails at once (instead of pausing) and the post is kept.
    networkMode: "always",
    onMutate: () => setKept(false),
    onSuccess: async () => {
      announce([t("form.sentForReview")]);
      form.reset();
      await utils.care.myPosts.invalidate();
    },
    onError: async (error, post) => {
      if (!isNetworkFailure(error) || !user) return;
      const queued = await queueOffline(user.id, { kind: "care", post }).then(
        () => true,
        () => false,
      );
      if (!queued) return;
      form.reset();
      setKept(true);
    },
  });
  // A post kept for later is not an error to show.
  const error = useServerErrors(form, kept ? null : create.error, word);
  // A refusal for sending too often shows next to "Send", with the wait, not above the form.
  const waiting = useRetryWait(create.error);
  const wait = waiting && word(create.error?.data?.text, waiting);
  const values = form.getValues();
  const length = normalizePlainText(values.message).length;
  const over = length > CARE_MESSAGE_MAX;

  return (
    <div className={classes.layout}>
      <form
        {...formProps((submitted) =>
          create.mutate(
            kind === "GRATITUDE"
              ? {
                  kind,
                  toName: submitted.toName,
                  message: submitted.message,
                  anonymous: submitted.anonymous,
                }
              : {
                  kind,
                  category: submitted.category,
                  message: submitted.message,
                  anonymous: submitted.anonymous,
                },
          ),
        )}
      >
        <div className={plain.stackMd}>
          <FormAlert message={retryAfterOf(create.error) === null ? error : null} />
          {kept && (
            <Notice color="yellow" title={t("form.keptTitle")} role="status">
              {t("form.keptText")}
            </Notice>
          )}
          {kind === "GRATITUDE" ? (
            <TextInput
              label={t("form.toName")}
              description={t("form.toNameHelp")}
              maxLength={CARE_TO_NAME_MAX}
              autoComplete="off"
              {...form.getInputProps("toName")}
              error={checkWords(t, form.errors.toName)}
            />
          ) : (
            <NativeSelect
              label={t("form.category")}
              required
              // A native <select> (light, and the phone's own picker): the first option is the prompt.
              data={[
                { value: "", label: t("form.chooseCategory"), disabled: true },
                ...CATEGORIES.map((value) => ({ value, label: categoryWords(t, value) })),
              ]}
              {...form.getInputProps("category")}
              error={checkWords(t, form.errors.category)}
              value={form.values.category ?? ""}
              onChange={(event) => {
                const value = event.currentTarget.value;
                form.setFieldValue("category", isCategory(value) ? value : null);
              }}
            />
          )}
          <Textarea
            label={t("form.message")}
            required
            placeholder={placeholder}
            minRows={4}
            maxRows={10}
            descriptionBelow
            description={
              <span
                className={`${plain.tiny} ${over ? classes.over : plain.dimmed}`}
                aria-live="polite"
              >
                {t(over ? "form.lengthOver" : "form.length", { length, max: CARE_MESSAGE_MAX })}
              </span>
            }
            {...form.getInputProps("message")}
            error={checkWords(t, form.errors.message)}
          />
          <div className={plain.stackTight}>
            <Switch
              label={t("form.anonymous")}
              description={t("form.anonymousHelp")}
              aria-describedby={hintId}
              {...form.getInputProps("anonymous", { type: "checkbox" })}
            />
            <WallNameHint id={hintId} author={author} anonymous={values.anonymous} />
          </div>
          <div className={`${plain.row} ${classes.actions}`}>
            <Button type="submit" variant="filled" loading={create.isPending}>
              {t("form.send")}
            </Button>
            <WaitNotice message={wait} />
            <StatusRegion announcement={announcement} />
          </div>
        </div>
      </form>
      <section
        className={`${plain.stackXs} ${classes.preview}`}
        aria-labelledby="care-preview-title"
      >
        <h2 className={plain.smallTitle} id="care-preview-title">
          {t("form.preview")}
        </h2>
        <CarePostView
          post={{
            kind,
            toName: kind === "GRATITUDE" ? values.toName.trim() || null : null,
            category: kind === "JOY_OF_GIVING" ? values.category : null,
            message: normalizePlainText(values.message) || placeholder,
            authorName: publicName(author, values),
          }}
        />
        <p className={`${plain.small} ${plain.dimmed}`}>{t("form.previewNote")}</p>
      </section>
    </div>
  );
}
