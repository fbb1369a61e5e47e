import { Container, Stack, Text, Title } from "@mantine/core";
import type { ComponentType } from "react";
import { useTranslations } from "use-intl";
import type { Role } from "~/generated/prisma/enums";
import type { AppPage, Translate } from "~/lib/page";

/** A page's words: as they are, or from its messages (`(t) => t("faq.title")`, README "Languages"). */
type Words = string | ((t: Translate) => string);

/**
 * A page that shows one screen of a feature in the content column: `title` as its h1 when the
 * screen has none of its own, with `intro` below it; `role` marks a guarded page (its getServerSideProps guards it with
 * the same role: `serverPage({ role })`).
 */
export function screenPage(
  Screen: ComponentType,
  options: { title?: Words; intro?: Words; size?: "lg" | "xl"; role?: Role } = {},
): AppPage {
  const Page: AppPage = () => {
    const t = useTranslations();
    const title = typeof options.title === "function" ? options.title(t) : options.title;
    const intro = typeof options.intro === "function" ? options.intro(t) : options.intro;
    return (
      <Container size={options.size ?? "lg"} py="xl">
        {title ? (
          <Stack gap="lg">
            {intro ? (
              <Stack gap={4}>
                <Title order={1}>{title}</Title>
                <Text>{intro}</Text>
              </Stack>
            ) : (
              <Title order={1}>{title}</Title>
            )}
            <Screen />
          </Stack>
        ) : (
          <Screen />
        )}
      </Container>
    );
  };
  Page.displayName = `ScreenPage(${Screen.displayName ?? Screen.name})`;
  if (options.role) Page.auth = { role: options.role };
  const { title } = options;
  Page.title = typeof title === "function" ? (_props, t) => title(t) : title;
  return Page;
}
