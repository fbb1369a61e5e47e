import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "~/components/Link";
import { useTranslations } from "use-intl";
import { FESTIVAL_DATES, FESTIVAL_NAME, festivalDescription } from "~/lib/site";
import classes from "./Home.module.css";

/** The home page's first sight: the festival's name, when and where, what it is; for a visitor, the way in. */
export function FestivalHero({ visitor }: { visitor: boolean }) {
  const t = useTranslations("home");
  const shell = useTranslations("shell");
  return (
    <section className={classes.hero} aria-labelledby="festival-heading">
      <Stack gap="sm">
        {FESTIVAL_DATES && <span className={classes.dates}>{FESTIVAL_DATES}</span>}
        <Title order={1} id="festival-heading" fz={{ base: 32, sm: 44 }} lh={1.1}>
          {t("heroTitle", { festival: FESTIVAL_NAME })}
        </Title>
        <Text size="lg" fw={500}>
          {festivalDescription(shell)}
        </Text>
        {visitor && (
          <Group mt="xs">
            <Button component={Link} href="/auth/register" size="md" color="dark">
              {t("register")}
            </Button>
            <Button component={Link} href="/auth/login" size="md" variant="white" color="dark">
              {t("signIn")}
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}
