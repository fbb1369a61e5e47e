import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/NumberInput.layer.css";
import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useTranslations } from "use-intl";

/** The "Points" field of something that awards points: a whole number from 0 to 1000. */
export function PointsInput(props: NumberInputProps) {
  const t = useTranslations("adminShared");
  return <NumberInput label={t("points")} min={0} max={1000} allowDecimal={false} {...props} />;
}
