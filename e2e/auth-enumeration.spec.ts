import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * Whether an email has an account must not show in the answer to "create an account" or "reset
 * my password": neither in what it says nor in how long it takes. Measured through the real HTTP
 * server (production build, embedded database), existing and unknown addresses interleaved.
 */

// The demo festival's people (prisma/seed-festival.ts, DEMO_PEOPLE): accounts that exist in
// every e2e run, each used once per endpoint here (mail per address is rate-limited).
const FIRST_NAMES =
  "Alex Bea Carlos Dana Emil Farah Gus Hana Ines Jonas Kemal Lena Mats Nora Omar Priya Quinn Rosa Sami Tara Uma Viktor Wen Ximena Yusuf Zoe Aiko Bruno Chloe Dmitri Elif Finn Greta Hugo Ivy Jasper".split(
    " ",
  );
const EXISTING = FIRST_NAMES.map(
  (first, index) => `${first.toLowerCase()}.${index + 1}@people.festival.test`,
);
/**
 * Addresses without an account, the same ones for both procedures: each address then has the same
 * history of mail requests (its per-address rate-limit row) in both groups.
 */
const RUN = Date.now();
const UNKNOWN = EXISTING.map((_, index) => `nobody-${RUN}-${index}@festival.test`);
const PASSWORD = "a long enough password 1";
/** Time for the previous call's work after its answer (hashing, mail) to finish first. */
const PAUSE_MS = 250;

type Timed = { ms: number; status: number; body: string };

async function timedPost(
  request: APIRequestContext,
  procedure: string,
  input: Record<string, unknown>,
  email: string,
): Promise<Timed> {
  const start = performance.now();
  const response = await request.post(`/api/trpc/${procedure}`, { data: { json: input } });
  const text = await response.text();
  const ms = performance.now() - start;
  // The answer may repeat the address typed; everything else must be identical.
  return { ms, status: response.status(), body: text.split(email).join("<email>") };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const quartiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return [at(0.25), at(0.75)] as const;
};

async function compare(
  request: APIRequestContext,
  procedure: string,
  inputFor: (email: string) => Record<string, unknown>,
) {
  const existing: Timed[] = [];
  const unknown: Timed[] = [];
  for (const [index, email] of EXISTING.entries()) {
    const stranger = UNKNOWN[index]!;
    // Interleaved, and the order flips every round, so drift hits both groups alike.
    const pair =
      index % 2
        ? [
            ["existing", email],
            ["unknown", stranger],
          ]
        : [
            ["unknown", stranger],
            ["existing", email],
          ];
    for (const [group, address] of pair) {
      const timed = await timedPost(request, procedure, inputFor(address!), address!);
      (group === "existing" ? existing : unknown).push(timed);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  }
  const figures = (list: Timed[]) => {
    const ms = list.map((t) => t.ms);
    const [q1, q3] = quartiles(ms);
    return { median: median(ms), q1, q3 };
  };
  const report = {
    procedure,
    calls: existing.length,
    existing: figures(existing),
    unknown: figures(unknown),
  };
  console.log(JSON.stringify(report));
  return { existing, unknown, report };
}

test.describe("answers do not tell whether an email has an account", () => {
  // The reset first: registering makes the unknown addresses known (unconfirmed accounts).
  for (const [procedure, inputFor] of [
    ["auth.requestPasswordReset", (email: string) => ({ email })],
    ["auth.register", (email: string) => ({ name: "Timing Test", email, password: PASSWORD })],
  ] as const) {
    test(`${procedure}: same answer and same time for existing and unknown emails`, async ({
      request,
    }, testInfo) => {
      // Plain HTTP: the viewport changes nothing, so one project measures it.
      test.skip(testInfo.project.name !== "desktop", "measured once, on desktop");
      test.setTimeout(180_000);
      const { existing, unknown, report } = await compare(request, procedure, inputFor);
      const answers = new Set([...existing, ...unknown].map((t) => `${t.status} ${t.body}`));
      expect([...answers]).toHaveLength(1);
      expect(existing[0]!.status).toBe(200);
      // No measurable difference: the medians agree within 3 ms, a fifth of the faster one, or
      // half the narrower interquartile range (the measurement's own noise: on a quiet machine a
      // few ms, so a leak such as mail sent before the answer still shows; on a busy CI machine
      // tens of ms, where the medians of 36 calls wander by as much on their own).
      const difference = Math.abs(report.existing.median - report.unknown.median);
      const spread = (figures: { q1: number; q3: number }) => figures.q3 - figures.q1;
      const tolerance = Math.max(
        3,
        0.2 * Math.min(report.existing.median, report.unknown.median),
        0.5 * Math.min(spread(report.existing), spread(report.unknown)),
      );
      expect(difference, JSON.stringify(report)).toBeLessThanOrEqual(tolerance);
    });
  }
});
