import { Text } from "@mantine/core";

/**
 * A refusal for too many requests, shown next to the action it concerns ("Too many posts in a
 * short time: try again in 42 seconds."), for as long as the wait lasts (see useRetryWait).
 */
export function WaitNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text role="alert" size="sm" c="red.8" fw={500}>
      {message}
    </Text>
  );
}
