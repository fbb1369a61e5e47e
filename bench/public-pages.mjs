// The public pages the benchmarks load: what most visitors open first.
export const PUBLIC_PAGES = [
  "/",
  "/challenge/fitness/bingo/easy",
  "/challenge/care/feed",
  "/global-dashboard",
  "/sustainability-dashboard",
];

// Issue R3's Lighthouse list: the public pages above, plus sign-in, a care posting form opened
// signed out and the station hunt.
export const LIGHTHOUSE_PAGES = [
  ...PUBLIC_PAGES,
  "/auth/login",
  "/challenge/care/gratitude",
  "/challenge/sustainability/challenge",
];
