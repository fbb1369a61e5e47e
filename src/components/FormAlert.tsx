import { Notice, type NoticeColor } from "~/components/plain/Notice";

/**
 * A form-level message (wrong password, rate limit, …), announced to screen readers: the plain
 * kit's Notice (Mantine Alert's light look), red for a refusal, teal for a done step.
 */
export function FormAlert({
  message,
  color = "red",
}: {
  message: string | null;
  color?: NoticeColor;
}) {
  if (!message) return null;
  return (
    <Notice color={color} role="alert">
      {message}
    </Notice>
  );
}
