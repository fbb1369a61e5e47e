import { Anchor, Group, Text } from "@mantine/core";
import Link from "next/link";
import { SITE_NAME } from "~/lib/site";
import { LOGO_CENTER_COLOR, LOGO_PETAL_PATH, LOGO_PETALS } from "./logo-mark";

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {LOGO_PETALS.map((petal) => (
        <path
          key={petal.rotate}
          d={LOGO_PETAL_PATH}
          fill={petal.color}
          transform={`rotate(${petal.rotate} 32 32)`}
        />
      ))}
      <circle cx="32" cy="32" r="7" fill={LOGO_CENTER_COLOR} stroke="#fff" strokeWidth="3" />
    </svg>
  );
}

/** The header's home link: the mark and the site name (phones: the mark alone, for room). */
export function Logo() {
  return (
    <Anchor
      component={Link}
      href="/"
      underline="never"
      c="inherit"
      aria-label={`${SITE_NAME}, home`}
    >
      <Group gap={8} wrap="nowrap" component="span">
        <LogoMark />
        <Text
          component="span"
          fw={800}
          lh={1.1}
          fz="lg"
          visibleFrom="sm"
          style={{ whiteSpace: "nowrap" }}
        >
          {SITE_NAME}
        </Text>
      </Group>
    </Anchor>
  );
}
