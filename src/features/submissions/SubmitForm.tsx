import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import {
  Button,
  CloseButton,
  Group,
  Image,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useId, useMemo, useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { useAchievementMessage } from "~/features/achievements/achievement-message";
import { WaitNotice } from "~/components/WaitNotice";
import { checkWords } from "~/features/arts/words";
import { useMomentServerText } from "~/features/challenges/words";
import { retryAfterOf, useRetryWait, useServerErrors } from "~/lib/forms";
import { api } from "~/lib/trpc";
import { watchUploadProgress } from "~/lib/upload-progress";
import { formatFixed, formatNumber } from "~/shared/format";
import type { Locale } from "~/shared/i18n/locales";
import {
  MAX_SUBMISSION_TEXT,
  SUBMISSION_FIELDS,
  submissionTextCheck,
} from "~/shared/submissions/rules";
import { clientOnly } from "~/lib/client-only";

// The dropzone (and its CSS) is loaded only when a form is opened.
const ImagePicker = clientOnly(
  () => import("./ImagePicker"),
  () => <Skeleton h={132} radius="md" />,
);

type Values = { text: string; image: File | null };

/** A file's size as `formatFileSize` says it ("640 KB", "3.2 MB"), in the page's language. */
function fileSize(bytes: number, locale: Locale): string {
  if (bytes < 1024 * 1024)
    return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), locale)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? formatFixed(megabytes, 1, locale) : formatNumber(Math.round(megabytes), locale)} MB`;
}

/** A preview of the chosen image from a local object URL, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The submit form of one challenge: a description (≤ 2000 characters, with a counter) and an
 * optional image with preview. It uploads as multipart form data and shows the upload's progress;
 * refusals appear next to the field they concern, in the page's language (namespace "arts": the
 * checks by their English words, the server's refusals by key). Once sent, the form closes and `onSubmitted`
 * gets the thank-you (and any achievement) to say in the challenge's status region.
 */
export function SubmitForm({
  challenge,
  onSubmitted,
}: {
  challenge: { id: string; title: string };
  onSubmitted: (messages: string[]) => void;
}) {
  const t = useTranslations("arts");
  const achievementMessage = useAchievementMessage();
  const locale = useLocale();
  const word = useMomentServerText();
  const utils = api.useUtils();
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<Values>({
    initialValues: { text: "", image: null },
    validate: { text: (value, values) => submissionTextCheck(value, values.image !== null) },
  });
  const create = api.submission.create.useMutation({
    onSuccess: async (result) => {
      form.reset();
      onSubmitted([
        t("form.thanks", { title: challenge.title }),
        ...result.achievements.map(achievementMessage),
      ]);
      await Promise.all([
        utils.submission.mine.invalidate(),
        utils.challenge.mine.invalidate(),
        utils.achievement.list.invalidate(),
      ]);
    },
  });
  const serverError = useServerErrors(form, create.error, word);
  // A refusal for sending too often shows next to "Submit", with the wait, not above the form.
  const wait = useRetryWait(create.error, word);
  // An upload over the server's body limit never reached the image checks: it is too large.
  const tooLarge = create.error?.data?.code === "PAYLOAD_TOO_LARGE";
  const preview = usePreviewUrl(form.values.image);
  const length = form.values.text.length;

  const submit = (values: Values) => {
    const data = new FormData();
    data.append(SUBMISSION_FIELDS.challengeId, challenge.id);
    data.append(SUBMISSION_FIELDS.text, values.text);
    if (values.image) data.append(SUBMISSION_FIELDS.image, values.image);
    const stop = watchUploadProgress(data, setProgress);
    setProgress(values.image ? 0 : null);
    create.mutate(data, {
      onSettled: () => {
        stop();
        setProgress(null);
      },
    });
  };

  return (
    <form
      method="post"
      noValidate
      aria-label={t("form.label", { title: challenge.title })}
      onSubmit={form.onSubmit(submit)}
    >
      <Stack gap="sm">
        <FormAlert
          message={
            retryAfterOf(create.error) !== null
              ? null
              : tooLarge
                ? t("checks.imageTooLarge")
                : serverError
          }
        />
        <Textarea
          label={t("form.description")}
          description={t("form.descriptionHelp")}
          autosize
          minRows={3}
          maxRows={12}
          {...form.getInputProps("text")}
          error={checkWords(t, form.errors.text)}
          // A little over the limit is allowed while typing, so a paste is not cut silently.
          maxLength={MAX_SUBMISSION_TEXT + 200}
        />
        <Text
          size="xs"
          c={length > MAX_SUBMISSION_TEXT ? "red.8" : "dimmed"}
          ta="right"
          aria-live="polite"
          mt={-8}
        >
          {t("form.length", { length, max: MAX_SUBMISSION_TEXT })}
        </Text>

        <Stack gap={6}>
          <Text size="sm" fw={500} id={`${hintId}-label`}>
            {t("form.image")}
          </Text>
          <Text size="xs" c="dimmed" id={hintId}>
            {t("form.imageHint")}
          </Text>
          {form.values.image && preview ? (
            <Paper withBorder radius="md" p="xs">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Image
                  src={preview}
                  alt={t("form.preview", { name: form.values.image.name })}
                  w={112}
                  h={112}
                  fit="cover"
                  radius="sm"
                />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {form.values.image.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {fileSize(form.values.image.size, locale)}
                  </Text>
                </Stack>
                <CloseButton
                  aria-label={t("form.remove")}
                  disabled={create.isPending}
                  onClick={() => form.setFieldValue("image", null)}
                />
              </Group>
            </Paper>
          ) : (
            <ImagePicker
              disabled={create.isPending}
              describedBy={hintId}
              onPick={(file) => {
                form.setFieldValue("image", file);
                form.clearFieldError("image");
                form.clearFieldError("text");
              }}
              onReject={(message) => form.setFieldError("image", message)}
            />
          )}
          {form.errors.image && (
            <Text size="sm" c="red.8" role="alert">
              {checkWords(t, form.errors.image)}
            </Text>
          )}
        </Stack>

        {progress !== null && (
          <Stack gap={4}>
            <Text size="xs" id={`${hintId}-progress`}>
              {progress < 1
                ? t("form.uploading", { percent: Math.round(progress * 100) })
                : t("form.checking")}
            </Text>
            <Progress
              value={Math.round(progress * 100)}
              aria-labelledby={`${hintId}-progress`}
              animated={progress >= 1}
            />
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <WaitNotice message={wait} />
          <Button type="submit" loading={create.isPending}>
            {t("form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
