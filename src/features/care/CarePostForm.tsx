import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Switch.layer.css";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import Link from "next/link";
import { SignInButtons } from "~/components/SignInButtons";
import { useId, useState } from "react";
import { FormAlert } from "~/components/FormAlert";
import { GivingCategory, type CarePostKind } from "~/generated/prisma/enums";
import { StatusRegion, useAnnouncement } from "~/components/StatusRegion";
import { WaitNotice } from "~/components/WaitNotice";
import { retryAfterOf, useRetryWait, useServerErrors } from "~/lib/forms";
import { useLazyForm } from "~/lib/lazy-form";
import { isNetworkFailure } from "~/lib/offline/network";
import { queueOffline } from "~/lib/offline/queue";
import type { AppPage } from "~/lib/page";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { CARE_MESSAGE_MAX, CARE_TO_NAME_MAX, GIVING_CATEGORY_LABELS } from "~/shared/care/rules";
import { normalizePlainText } from "~/shared/plain-text";
import { ANONYMOUS_NAME, publicName } from "~/shared/public-name";
import { CarePostView } from "./CarePostView";

const CATEGORY_OPTIONS = Object.values(GivingCategory).map((value) => ({
  value,
  label: GIVING_CATEGORY_LABELS[value],
}));
// A native <select> (light, and the phone's own picker): the first option is the prompt.
const CATEGORY_CHOICES = [
  { value: "", label: "Choose a category", disabled: true },
  ...CATEGORY_OPTIONS,
];

function isCategory(value: string | null): value is GivingCategory {
  return CATEGORY_OPTIONS.some((option) => option.value === value);
}

const COPY: Record<CarePostKind, { title: string; intro: string; placeholder: string }> = {
  GRATITUDE: {
    title: "Write a gratitude note",
    intro:
      "Thank someone: a volunteer, a friend, a stranger who made your day. A moderator reads every note before it goes on the big screen.",
    placeholder: "Thank you for…",
  },
  JOY_OF_GIVING: {
    title: "Log an act of giving",
    intro:
      "Tell the festival what you gave: shared food, a helping hand, a lent umbrella. A moderator reads every post before it goes on the big screen.",
    placeholder: "Today I…",
  },
};

/** The page of one kind of post: /challenge/care/gratitude and /challenge/care/joy-of-giving. */
export function carePostPage(kind: CarePostKind): AppPage {
  const CarePostPage: AppPage = () => (
    <Container size="lg" py="xl">
      <CarePostForm kind={kind} />
    </Container>
  );
  CarePostPage.layout = "care";
  return CarePostPage;
}

/** The gratitude and joy-of-giving forms: one form, the fields of its kind, and a live preview. */
export function CarePostForm({ kind }: { kind: CarePostKind }) {
  const { user, ready } = useSession();
  const copy = COPY[kind];
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{copy.title}</Title>
        <Text maw={720}>{copy.intro}</Text>
      </Stack>
      {user ? (
        <SignedInForm kind={kind} author={user} placeholder={copy.placeholder} />
      ) : ready ? (
        <Alert color="pink" variant="light" title="Sign in to post">
          <Stack gap="sm">
            <Text size="sm">
              Posts carry your name if your profile is public (unless you choose to stay anonymous).
            </Text>
            <SignInButtons gap="sm" />
          </Stack>
        </Alert>
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
  return (
    <Text id={id} size="sm" aria-live="polite">
      {!author.publicProfile ? (
        <>
          Your profile is private, so the wall shows “{ANONYMOUS_NAME}”. Make your profile public in{" "}
          <Anchor component={Link} href="/account/personal" underline="always">
            Account
          </Anchor>{" "}
          to show your name.
        </>
      ) : anonymous ? (
        `The wall shows “${ANONYMOUS_NAME}” instead of your name.`
      ) : (
        `The wall shows your name, ${author.name}.`
      )}
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
      announce(["Sent for review"]);
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
  const error = useServerErrors(form, kept ? null : create.error);
  // A refusal for sending too often shows next to "Send", with the wait, not above the form.
  const wait = useRetryWait(create.error);
  const values = form.getValues();
  const length = normalizePlainText(values.message).length;
  const over = length > CARE_MESSAGE_MAX;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
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
            <Alert color="yellow" title="Post kept: waiting for signal" role="status">
              Your phone has no signal. The post is kept and sent for review when it has signal
              again; the header shows what happened to it.
            </Alert>
          )}
          {kind === "GRATITUDE" ? (
            <TextInput
              label="To (optional)"
              description="Whom you thank: a name, or “the bar crew”"
              maxLength={CARE_TO_NAME_MAX}
              autoComplete="off"
              {...form.getInputProps("toName")}
            />
          ) : (
            <NativeSelect
              label="Category"
              required
              data={CATEGORY_CHOICES}
              {...form.getInputProps("category")}
              value={form.values.category ?? ""}
              onChange={(event) => {
                const value = event.currentTarget.value;
                form.setFieldValue("category", isCategory(value) ? value : null);
              }}
            />
          )}
          <Textarea
            label="Message"
            required
            placeholder={placeholder}
            autosize
            minRows={4}
            maxRows={10}
            inputWrapperOrder={["label", "input", "description", "error"]}
            description={
              <Text component="span" size="xs" c={over ? "red.8" : "dimmed"} aria-live="polite">
                {length} of {CARE_MESSAGE_MAX} characters
                {over ? ": too long" : ""}
              </Text>
            }
            {...form.getInputProps("message")}
          />
          <Stack gap={6}>
            <Switch
              label="Post anonymously"
              description="Moderators still see who wrote it."
              aria-describedby={hintId}
              {...form.getInputProps("anonymous", { type: "checkbox" })}
            />
            <WallNameHint id={hintId} author={author} anonymous={values.anonymous} />
          </Stack>
          <Group gap="sm">
            <Button type="submit" loading={create.isPending}>
              Send
            </Button>
            <WaitNotice message={wait} />
            <StatusRegion announcement={announcement} />
          </Group>
        </Stack>
      </form>
      <Stack gap="xs" component="section" aria-labelledby="care-preview-title">
        <Title order={2} size="h4" id="care-preview-title">
          Preview on the wall
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
          Shown as plain text once a moderator has approved it.
        </Text>
      </Stack>
    </SimpleGrid>
  );
}
