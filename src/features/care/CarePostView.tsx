import { Box, Group, Stack, Text } from "@mantine/core";
import type { CarePostKind, GivingCategory } from "~/generated/prisma/enums";
import { useTranslations } from "use-intl";
import { bylineWords, headingWords, kindWords } from "./words";

export type WallPost = {
  kind: CarePostKind;
  toName: string | null;
  category: GivingCategory | null;
  message: string;
  /** The name the wall shows: the author's, or "Anonymous" (see publicName). */
  authorName: string;
};

/** Text that never becomes markup or a link, keeps its line breaks and wraps long words. */
export const plainTextStyle = {
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
} as const;

/**
 * A post as it looks on the wall: heading ("Thank you, Sam" / the act's category), the message as
 * plain text, and the name the wall shows, as a card: the feed, the moderation queue and the
 * forms' preview (the big-screen wall draws its own, sized to the screen: CareWall). In the page's
 * language: its pages load the "care" messages.
 */
export function CarePostView({ post, headingId }: { post: WallPost; headingId?: string }) {
  const t = useTranslations("care");
  const gratitude = post.kind === "GRATITUDE";
  return (
    <Box
      p="md"
      style={{
        borderRadius: "var(--mantine-radius-lg)",
        background: gratitude ? "var(--mantine-color-pink-0)" : "var(--mantine-color-yellow-0)",
        color: "var(--mantine-color-dark-9)",
        borderLeft: `0.5rem solid var(--mantine-color-${gratitude ? "pink-7" : "orange-7"})`,
        height: "100%",
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
          <Text id={headingId} fw={800} fz="sm" c="pink.9" style={plainTextStyle}>
            {headingWords(t, post)}
          </Text>
          <Text fz="sm" c="dark.6" style={{ whiteSpace: "nowrap" }}>
            {kindWords(t, post.kind)}
          </Text>
        </Group>
        <Text fz="lg" fw={600} lh={1.3} style={plainTextStyle}>
          {post.message}
        </Text>
        <Text fz="sm" c="dark.6" fs="italic" style={plainTextStyle}>
          {bylineWords(t, post.authorName)}
        </Text>
      </Stack>
    </Box>
  );
}
