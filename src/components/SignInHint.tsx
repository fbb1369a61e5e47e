import { Anchor, Text } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";

/**
 * For a visitor, where a signed-in person sees their own: "Sign in to {to}." (namespace `misc`:
 * a page showing it names it). `to` is the caller's words in the page's language, the rest of the
 * sentence after "to" ("work toward your certificate"; German: "…, um {to}." with its "zu").
 */
export function SignInHint({ to }: { to: string }) {
  const t = useTranslations("misc");
  return (
    <Text size="sm">
      {t.rich("signInTo", {
        to,
        link: (chunks) => (
          <Anchor component={Link} href="/auth/login">
            {chunks}
          </Anchor>
        ),
      })}
    </Text>
  );
}
