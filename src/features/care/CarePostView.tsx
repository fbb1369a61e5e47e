import { Box, Group, Stack, Text } from "@mantine/core";
import type { CarePostKind, GivingCategory } from "~/generated/prisma/enums";
import { CARE_KIND_LABELS, carePostByline, carePostHeading } from "~/shared/care/rules";

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

const SIZES = {
  card: { heading: "sm", message: "lg", byline: "sm", padding: "md" },
  wall: {
    heading: "clamp(1rem, 1.6vw, 1.6rem)",
    message: "clamp(1.1rem, 1.9vw, 1.9rem)",
    byline: "clamp(0.9rem, 1.3vw, 1.3rem)",
    padding: "lg",
  },
  featured: {
    heading: "clamp(1.3rem, 2.6vw, 2.8rem)",
    message: "clamp(1.6rem, 4vw, 4.4rem)",
    byline: "clamp(1.1rem, 2vw, 2.2rem)",
    padding: "xl",
  },
} as const;

/**
 * A post as it looks on the wall: heading ("Thank you, Sam" / the act's category), the message as
 * plain text, and the name the wall shows. Used by the wall and by the forms' preview.
 */
export function CarePostView({
  post,
  size = "card",
  headingId,
}: {
  post: WallPost;
  size?: keyof typeof SIZES;
  headingId?: string;
}) {
  const sizes = SIZES[size];
  const gratitude = post.kind === "GRATITUDE";
  return (
    <Box
      p={sizes.padding}
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
          <Text id={headingId} fw={800} fz={sizes.heading} c="pink.9" style={plainTextStyle}>
            {carePostHeading(post)}
          </Text>
          <Text fz={sizes.byline} c="dark.6" style={{ whiteSpace: "nowrap" }}>
            {CARE_KIND_LABELS[post.kind]}
          </Text>
        </Group>
        <Text fz={sizes.message} fw={600} lh={1.3} style={plainTextStyle}>
          {post.message}
        </Text>
        <Text fz={sizes.byline} c="dark.6" fs="italic" style={plainTextStyle}>
          {carePostByline(post.authorName)}
        </Text>
      </Stack>
    </Box>
  );
}
