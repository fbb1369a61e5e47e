import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Switch.layer.css";
import {
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Link } from "~/components/Link";
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
    <Container size="lg" py="xl">
      <CarePostForm kind={kind} />
    </Container>
  );
  CarePostPage.layout = "care";
  const title = PAGE_TITLES[kind];
  return titled((_props, t) => title(t), CarePostPage);
}

/** The gratitude and joy-of-giving forms: one form, the fields of its kind, and a live preview. */
export function CarePostForm({ kind }: { kind: CarePostKind }) {
  const { user, ready } = useSession();
  const t = useTranslations("care");
  const copy = COPY[kind];
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t(copy.heading)}</Title>
        <Text maw={720}>{t(copy.intro)}</Text>
      </Stack>
      {user ? (
        <SignedInForm kind={kind} author={user} placeholder={t(copy.placeholder)} />
      ) : ready ? (
        <Notice color="pink" title={t("form.signInTitle")}>
          <Stack gap="sm">
            <Text size="sm">{t("form.signInText")}</Text>
            {/* SignInButtons' two ways in, worded in the page's language. */}
            <Group gap="sm">
              <Button component={Link} href="/auth/login">
                {t("form.signIn")}
              </Button>
              <Button component={Link} href="/auth/register" variant="default">
                {t("form.register")}
              </Button>
            </Group>
          </Stack>
        </Notice>
      ) : null}
    </Stack>
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
    <Text id={id} size="sm" aria-live="polite">
      {!author.publicProfile
        ? t.rich("form.privateProfile", {
            anonymous: shown,
            link: (chunks) => (
              <Anchor component={Link} href="/account/personal" underline="always">
                {chunks}
              </Anchor>
            ),
          })
        : anonymous
          ? t("form.anonymousHint", { anonymous: shown })
          : t("form.nameHint", { name: author.name })}
    </Text>
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
        <Stack gap="md">
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
            autosize
            minRows={4}
            maxRows={10}
            inputWrapperOrder={["label", "input", "description", "error"]}
            description={
              <Text component="span" size="xs" c={over ? "red.8" : "dimmed"} aria-live="polite">
                {t(over ? "form.lengthOver" : "form.length", { length, max: CARE_MESSAGE_MAX })}
              </Text>
            }
            {...form.getInputProps("message")}
            error={checkWords(t, form.errors.message)}
          />
          <Stack gap={6}>
            <Switch
              label={t("form.anonymous")}
              description={t("form.anonymousHelp")}
              aria-describedby={hintId}
              {...form.getInputProps("anonymous", { type: "checkbox" })}
            />
            <WallNameHint id={hintId} author={author} anonymous={values.anonymous} />
          </Stack>
          <Group gap="sm">
            <Button type="submit" loading={create.isPending}>
              {t("form.send")}
            </Button>
            <WaitNotice message={wait} />
            <StatusRegion announcement={announcement} />
          </Group>
        </Stack>
      </form>
      <Stack gap="xs" component="section" aria-labelledby="care-preview-title">
        <Title order={2} size="h4" id="care-preview-title">
          {t("form.preview")}
        </Title>
        <CarePostView
          post={{
            kind,
            toName: kind === "GRATITUDE" ? values.toName.trim() || null : null,
            category: kind === "JOY_OF_GIVING" ? values.category : null,
            message: normalizePlainText(values.message) || placeholder,
            authorName: publicName(author, values),
          }}
        />
        <Text size="sm" c="dimmed">
          {t("form.previewNote")}
        </Text>
      </Stack>
    </div>
  );
}
