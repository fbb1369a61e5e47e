import { Anchor, Text } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";

/** "Sign in to …" with the link, in the page's language. */
export function StationSignInHint({
  hint,
}: {
  hint: "hunt.signInHint" | "section.signInHint" | "bottle.signInHint";
}) {
  const t = useTranslations("stations");
  return (
    <Text size="sm">
      {t.rich(hint, {
        link: (chunks) => (
          <Anchor component={Link} href="/auth/login">
            {chunks}
          </Anchor>
        ),
      })}
    </Text>
  );
}
