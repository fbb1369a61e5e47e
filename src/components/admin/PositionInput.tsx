import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/NumberInput.layer.css";
import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useTranslations } from "use-intl";

/** The "Order" field of a row admins arrange: a whole number, smaller first. */
export function PositionInput({ max, ...props }: NumberInputProps & { max: number }) {
  const t = useTranslations("adminShared");
  return (
    <NumberInput
      label={t("order")}
      description={t("orderHint")}
      min={0}
      max={max}
      allowDecimal={false}
      {...props}
    />
  );
}
