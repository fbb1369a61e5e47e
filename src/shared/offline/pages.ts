/**
 * What a signed-in participant can read without signal once they have opened the app with signal
 * (README "Offline"): the service worker keeps these pages (the latest copy it got) and the
 * queries they ask for; any other page offline shows `/offline.html`, which lists these.
 */
export const OFFLINE_PAGES: readonly { path: string; label: string }[] = [
  { path: "/", label: "Home" },
  { path: "/challenge/fitness/bingo/easy", label: "Bingo card, easy" },
  { path: "/challenge/fitness/bingo/medium", label: "Bingo card, medium" },
  { path: "/challenge/fitness/bingo/hard", label: "Bingo card, hard" },
  { path: "/challenge/sustainability", label: "My bottle code and certificate" },
  { path: "/challenge/sustainability/challenge", label: "Station hunt" },
  { path: "/challenge/care", label: "My care posts" },
  { path: "/challenge/care/gratitude", label: "Write a gratitude note" },
  { path: "/challenge/care/joy-of-giving", label: "Share an act of giving" },
  { path: "/profile", label: "My profile" },
  { path: "/achievements", label: "Achievements" },
  { path: "/faq", label: "FAQ" },
];

/** The static page shown for any other page without signal. */
export const OFFLINE_FALLBACK_PATH = "/offline.html";

/**
 * The static page of a station link opened without signal when no station hunt is kept: the
 * worker kept the scan on the device, for whoever signs in next there.
 */
export const SCAN_KEPT_PATH = "/scan-kept.html";

/**
 * The static page of any page opened while a sign-out made without signal waits for signal (the
 * person's pages are gone; nothing may go out with the old cookie): "Signed out on this phone".
 */
export const SIGNED_OUT_PATH = "/signed-out.html";

/** The one style sheet of the three static pages above (precached with them). */
export const OFFLINE_STYLES_PATH = "/offline.css";

/**
 * The queries the worker keeps answers of, for the pages above (by tRPC path). Nothing of staff
 * screens: only what one participant reads about themselves and the festival.
 */
export const OFFLINE_QUERIES: readonly string[] = [
  "bingo.getCard",
  "challenge.list",
  "challenge.mine",
  "sustainability.station.board",
  "sustainability.refill.mine",
  "sustainability.certificate.mine",
  "care.myPosts",
  "achievement.list",
  "account.me",
  "faq.list",
];

/** The worker's caches that hold someone's data: deleted at sign-out. */
export const PERSONAL_CACHES = ["festival-pages", "festival-data"] as const;
