import "@mantine/core/styles/List.layer.css";
import { Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { SectionCard } from "~/components/SectionCard";
import { SignInHint } from "~/components/SignInHint";
import { StatusRegion, useAnnouncement } from "~/components/StatusRegion";
import { IconPrinter } from "@tabler/icons-react";
import { achievementMessage } from "~/features/achievements/useAchievementAnnouncer";
import { useSession } from "~/lib/session";
import { api } from "~/lib/trpc";
import { formatDateTime } from "~/shared/format";
import { bottles } from "~/shared/refills/rules";
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
  const { announcement, announce } = useAnnouncement();
  const utils = api.useUtils();
  const mine = api.sustainability.refill.mine.useQuery(undefined, { enabled: !!user });
  const join = api.sustainability.refill.joinMine.useMutation({
    onSuccess: async (result) => {
      announce([
        `Your bottle code is ${result.bottle.code}.`,
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
    <SectionCard id="refill-section" title="Refill challenge">
      <Text size="sm">
        Bring a reusable bottle: staff at the water points scan your bottle code and every bottle
        refilled earns 2 points and saves a single-use bottle.
      </Text>
      {!user && <SignInHint to="get your bottle code" />}
      {user && <StatusRegion announcement={announcement} />}
      {user && data && !data.bottle && (
        <Group>
          <Button loading={join.isPending} onClick={() => join.mutate()}>
            Get my bottle code
          </Button>
        </Group>
      )}
      {data?.bottle && (
        <Stack gap="md">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <div className={classes.sticker}>
              <BottleQr code={data.bottle.code} size={150} />
              <p className={classes.code}>{data.bottle.code}</p>
              <p className={classes.caption}>Show this at a water point</p>
            </div>
            <Stack gap="xs" style={{ flex: "1 1 220px" }}>
              <Text>
                My bottle code: <strong>{data.bottle.code}</strong>
              </Text>
              <Text size="sm">
                Bottles refilled: <strong>{data.refills}</strong>
              </Text>
              <Group>
                <Button variant="default" aria-pressed={large} onClick={() => setLarge(!large)}>
                  {large ? "Smaller code" : "Show large code"}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={16} aria-hidden="true" />}
                  onClick={printSticker}
                >
                  Print sticker
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
                Turn your screen brightness all the way up so the water point can scan it. It works
                without signal too, in flight mode.
              </Text>
            </Stack>
          )}
          <Stack gap={4}>
            <Title order={3} size="h5">
              My refills
            </Title>
            {data.collections.length === 0 ? (
              <Text size="sm" c="dimmed">
                No refills yet: show this code at any water point when you fill your bottle.
              </Text>
            ) : (
              <List size="sm" spacing={2}>
                {data.collections.map((row) => (
                  <List.Item key={row.id}>
                    {bottles(row.quantity)} at {row.waterPoint}, {formatDateTime(row.createdAt)}
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
