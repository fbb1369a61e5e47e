import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/NumberInput.layer.css";
import { NumberInput, type NumberInputProps } from "@mantine/core";

/** The "Order" field of a row admins arrange: a whole number, smaller first. */
export function PositionInput({ max, ...props }: NumberInputProps & { max: number }) {
  return (
    <NumberInput
      label="Order"
      description="Smaller first."
      min={0}
      max={max}
      allowDecimal={false}
      {...props}
    />
  );
}
