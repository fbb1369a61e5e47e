import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/NumberInput.layer.css";
import { Alert, Button, Group, NumberInput, Select, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useLocalStorage } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { FormAlert } from "~/components/FormAlert";
import { formErrors, toNumber } from "~/lib/form-values";
import { useServerErrors } from "~/lib/forms";
import { useServerText } from "~/lib/server-text";
import { useToast } from "~/lib/toast";
import { api } from "~/lib/trpc";
import { recordCollectionSchema } from "~/shared/refills/inputs";
import { refillCheckWords } from "./words";

/** The usual numbers of bottles at a desk: one tap instead of typing. */
const QUICK_QUANTITIES = [1, 2, 3, 5] as const;

type Values = { waterPointId: string | null; quantity: number | string; note: string };

export type RecordCollectionFormProps = {
  /** Whose bottles are refilled. */
  person: { id: string; name: string };
  /** Called after a collection was recorded (e.g. to clear the person and scan the next one). */
  onRecorded?: (collection: { id: string; quantity: number }) => void;
};

/**
 * Records a water-bottle collection for a person: water point (remembered on this device, as a
 * desk stays at one), quantity by quick buttons or typed (1–20), optional note. The server
 * refuses a second collection at the same water point within 5 minutes as a likely double tap;
 * the refusal is shown with an explicit "Record anyway". In the page's language ("refills": a page
 * that shows it names that namespace), the server's refusals too.
 */
export function RecordCollectionForm({ person, onRecorded }: RecordCollectionFormProps) {
  const t = useTranslations("refills");
  const word = useServerText();
  const { toast } = useToast();
  const utils = api.useUtils();
  const waterPoints = api.sustainability.refill.waterPoints.useQuery();
  const [lastPoint, setLastPoint] = useLocalStorage<string | null>({
    key: "refill-desk-water-point",
    defaultValue: null,
  });
  const [doubleTap, setDoubleTap] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { waterPointId: null, quantity: 1, note: "" },
    validate: (values) =>
      formErrors(
        recordCollectionSchema.safeParse({
          userId: person.id,
          waterPointId: values.waterPointId ?? "",
          quantity: toNumber(values.quantity),
          note: values.note,
        }),
      ),
  });
  const options = (waterPoints.data ?? []).map((point) => ({ value: point.id, label: point.name }));
  const rememberedOpen = options.some((option) => option.value === lastPoint);
  // The water point this device used last, once the list shows it is still open.
  useEffect(() => {
    if (form.getValues().waterPointId === null && rememberedOpen)
      form.setFieldValue("waterPointId", lastPoint);
    // `form` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rememberedOpen, lastPoint]);

  const record = api.sustainability.refill.record.useMutation({
    onSuccess: async ({ collection }) => {
      const point = options.find((option) => option.value === collection.waterPointId)?.label;
      const recorded = { quantity: collection.quantity, name: person.name };
      toast(
        point
          ? t("record.recordedAt", { ...recorded, waterPoint: point })
          : t("record.recorded", recorded),
      );
      setDoubleTap(null);
      form.setValues({ quantity: 1, note: "" });
      await utils.sustainability.refill.invalidate();
      await utils.sustainability.impact.invalidate();
      onRecorded?.({ id: collection.id, quantity: collection.quantity });
    },
    onError: (error) => {
      setDoubleTap(error.data?.code === "CONFLICT" ? word(error.data.text, error.message) : null);
    },
  });
  const serverError = useServerErrors(form, record.error, word);
  const check = (field: keyof Values) => refillCheckWords(t, form.errors[field]);
  const quantity = toNumber(form.values.quantity);

  const submit = (values: Values, override: boolean) => {
    record.mutate({
      userId: person.id,
      waterPointId: values.waterPointId ?? "",
      quantity: toNumber(values.quantity) ?? 0,
      note: values.note,
      override,
    });
  };

  return (
    <form
      method="post"
      noValidate
      aria-label={t("record.form", { name: person.name })}
      onSubmit={form.onSubmit((values) => submit(values, false))}
    >
      <Stack gap="sm">
        {doubleTap ? (
          <Alert color="yellow" variant="light" role="alert" title={t("record.doubleTapTitle")}>
            <Stack gap="xs">
              <Text size="sm">{doubleTap}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  color="yellow"
                  loading={record.isPending}
                  onClick={() => submit(form.getValues(), true)}
                >
                  {t("record.anyway")}
                </Button>
                <Button size="xs" variant="default" onClick={() => setDoubleTap(null)}>
                  {t("cancel")}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <FormAlert message={serverError} />
        )}
        <Select
          label={t("record.waterPoint")}
          placeholder={waterPoints.isLoading ? t("record.loading") : t("record.choosePoint")}
          data={options}
          required
          allowDeselect={false}
          nothingFoundMessage={t("record.noOpenPoint")}
          {...form.getInputProps("waterPointId")}
          error={check("waterPointId")}
          onChange={(value) => {
            form.setFieldValue("waterPointId", value);
            setLastPoint(value);
            setDoubleTap(null);
          }}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id={`quick-${person.id}`}>
            {t("record.bottles")}
          </Text>
          <Group gap="xs" role="group" aria-labelledby={`quick-${person.id}`}>
            {QUICK_QUANTITIES.map((count) => (
              <Button
                key={count}
                variant={quantity === count ? "filled" : "default"}
                aria-pressed={quantity === count}
                aria-label={t("bottles", { count })}
                onClick={() => form.setFieldValue("quantity", count)}
                miw={48}
              >
                {count}
              </Button>
            ))}
            <NumberInput
              label={t("record.quantity")}
              min={1}
              max={20}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              w={150}
              {...form.getInputProps("quantity")}
              error={check("quantity")}
            />
          </Group>
        </Stack>
        <Textarea
          label={t("record.note")}
          autosize
          minRows={1}
          maxRows={3}
          maxLength={280}
          {...form.getInputProps("note")}
          error={check("note")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={record.isPending && !doubleTap}>
            {t("record.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
