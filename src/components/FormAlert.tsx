import "@mantine/core/styles/Alert.layer.css";
import { Alert } from "@mantine/core";

/** A form-level message (wrong password, rate limit, …), announced to screen readers. */
export function FormAlert({ message, color = "red" }: { message: string | null; color?: string }) {
  if (!message) return null;
  return (
    <Alert color={color} role="alert" variant="light">
      {message}
    </Alert>
  );
}
