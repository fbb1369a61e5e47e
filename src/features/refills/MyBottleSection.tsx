import "@mantine/core/styles/List.layer.css";
import { Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { SectionCard } from "~/components/SectionCard";
import { StatusRegion, useAnnouncement } from "~/components/StatusRegion";
import { IconPrinter } from "@tabler/icons-react";
import { useAchievementMessage } from "~/features/achievements/achievement-message";
import { StationSignInHint } from "~/features/stations/StationSignInHint";
import { useStationWords } from "~/features/stations/words";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { BottleQr } from "./BottleQr";
import classes from "./sticker.module.css";

/** Prints only the sticker: the print stylesheet shows it alone while body carries the class. */
function printSticker() {
  const printing = classes.printingSticker;
  if (printing) document.body.classList.add(printing);
  const done = () => {
    if (printing) document.body.classList.remove(printing);
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
}

/**
 * The refill challenge on /challenge/sustainability: join to get my bottle code (QR and letters,
 * printable as a sticker), then my refills as the desks log them. What joining says goes to the
 * section's status region above the sticker, not a toast that would cover the QR staff scan.
 */
export function MyBottleSection() {
  const { user } = useSession();
  const t = useTranslations("stations");
  const { when } = useStationWords();
  const { announcement, announce } = useAnnouncement();
  const achievementMessage = useAchievementMessage();
  const utils = api.useUtils();
  const mine = api.sustainability.refill.mine.useQuery(undefined, { enabled: !!user });
  const join = api.sustainability.refill.joinMine.useMutation({
    onSuccess: async (result) => {
      announce([
        t("bottle.joined", { code: result.bottle.code }),
        ...result.achievements.map(achievementMessage),
      ]);
      await Promise.all([
        utils.sustainability.refill.mine.invalidate(),
        utils.challenge.mine.invalidate(),
      ]);
    },
    onError: (error) => announce([error.message], "error"),
  });
  const data = mine.data;
  // The water point scans it from the screen: large, and a hint to turn the brightness up.
  const [large, setLarge] = useState(false);

  return (
    <SectionCard id="refill-section" title={t("bottle.heading")}>
      <Text size="sm">{t("bottle.intro")}</Text>
      {!user && <StationSignInHint hint="bottle.signInHint" />}
      {user && <StatusRegion announcement={announcement} />}
      {user && data && !data.bottle && (
        <Group>
          <Button loading={join.isPending} onClick={() => join.mutate()}>
            {t("bottle.join")}
          </Button>
        </Group>
      )}
      {data?.bottle && (
        <Stack gap="md">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <div className={classes.sticker}>
              <BottleQr code={data.bottle.code} size={150} />
              <p className={classes.code}>{data.bottle.code}</p>
              <p className={classes.caption}>{t("bottle.caption")}</p>
            </div>
            <Stack gap="xs" style={{ flex: "1 1 220px" }}>
              <Text>
                {t.rich("bottle.myCode", {
                  code: data.bottle.code,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </Text>
              <Text size="sm">
                {t.rich("bottle.refilled", {
                  count: data.refills,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </Text>
              <Group>
                <Button variant="default" aria-pressed={large} onClick={() => setLarge(!large)}>
                  {large ? t("bottle.smaller") : t("bottle.larger")}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={16} aria-hidden="true" />}
                  onClick={printSticker}
                >
                  {t("bottle.print")}
                </Button>
              </Group>
            </Stack>
          </Group>
          {large && (
            <Stack gap="xs" align="center" data-testid="bottle-large">
              <BottleQr code={data.bottle.code} size={300} />
              <Text fw={700} size="xl">
                {data.bottle.code}
              </Text>
              <Text size="sm" ta="center">
                {t("bottle.brightness")}
              </Text>
            </Stack>
          )}
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t("bottle.refillsHeading")}
            </Title>
            {data.collections.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("bottle.noRefills")}
              </Text>
            ) : (
              <List size="sm" spacing={2}>
                {data.collections.map((row) => (
                  <List.Item key={row.id}>
                    {t("bottle.refill", {
                      quantity: row.quantity,
                      waterPoint: row.waterPoint,
                      at: when(row.createdAt),
                    })}
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
