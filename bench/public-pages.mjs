// The public pages the benchmarks load (the list): what most visitors open first.
export const PUBLIC_PAGES = [
  "/",
  "/challenge/fitness/bingo/easy",
  "/challenge/care/feed",
  "/global-dashboard",
  "/sustainability-dashboard",
];
