/**
 * The API contract, pinned at the type level: `tsc --noEmit` (part of `npm test`) fails when a
 * procedure's input or output shape changes, so clients are never broken by accident. Change
 * these expectations only together with the clients that rely on them.
 */
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { describe, expectTypeOf, it } from "vitest";
import type { CarePostKind, GivingCategory } from "~/generated/prisma/enums";
import type { AppRouter } from "~/server/api/root";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

describe("API contract", () => {
  it("system.health", () => {
    expectTypeOf<Inputs["system"]["health"]>().toEqualTypeOf<void>();
    expectTypeOf<Outputs["system"]["health"]>().toEqualTypeOf<{
      status: "ok";
      database: "pglite" | "postgresql";
      latencyMs: number;
    }>();
  });

  it("system.buildId", () => {
    expectTypeOf<Inputs["system"]["buildId"]>().toEqualTypeOf<void>();
    expectTypeOf<Outputs["system"]["buildId"]>().toEqualTypeOf<{ buildId: string }>();
  });

  it("care.feed", () => {
    expectTypeOf<Inputs["care"]["feed"]>().toEqualTypeOf<{
      limit?: number;
      cursor?: { at: Date; id: string } | null;
    }>();
    expectTypeOf<Outputs["care"]["feed"]>().toEqualTypeOf<{
      items: {
        id: string;
        kind: CarePostKind;
        toName: string | null;
        category: GivingCategory | null;
        message: string;
        authorName: string;
        publishedAt: Date;
      }[];
      nextCursor: { at: Date; id: string } | null;
    }>();
  });

  it("care.wallImpact", () => {
    expectTypeOf<Inputs["care"]["wallImpact"]>().toEqualTypeOf<void>();
    expectTypeOf<Outputs["care"]["wallImpact"]>().toEqualTypeOf<{
      generatedAt: Date;
      bottlesRefilled: number;
      singleUseBottlesAvoided: number;
      co2eGramsAvoided: number;
      stationsScanned: number;
      bingoLines: number;
      carePosts: number;
      topTeams: { id: string; name: string; rank: number; average: number; members: number }[];
      minRankedMembers: number;
    }>();
  });

  // The live streams' client (src/lib/live-client.ts) speaks SSE to these paths by name.
  it("care.feedUpdates and dashboard.globalUpdates", () => {
    // No input: the browser reconnects with Last-Event-ID, which tRPC hands over as `lastEventId`.
    expectTypeOf<undefined>().toExtend<Inputs["care"]["feedUpdates"]>();
    expectTypeOf<undefined>().toExtend<Inputs["dashboard"]["globalUpdates"]>();
  });

  it("the moderation decision: moderation.care.decide and moderation.submission.decide", () => {
    type Decision =
      | { ids: string[]; decision: "approve" }
      | { ids: string[]; decision: "reject"; reason: string };
    expectTypeOf<Inputs["moderation"]["care"]["decide"]>().toEqualTypeOf<Decision>();
    expectTypeOf<Inputs["moderation"]["submission"]["decide"]>().toEqualTypeOf<Decision>();
    expectTypeOf<Outputs["moderation"]["care"]["decide"]>().toEqualTypeOf<{ decided: number }>();
    expectTypeOf<Outputs["moderation"]["submission"]["decide"]>().toEqualTypeOf<{
      decided: number;
    }>();
  });

  it("bingo.toggleCell", () => {
    expectTypeOf<Inputs["bingo"]["toggleCell"]>().toEqualTypeOf<{
      difficulty: "easy" | "medium" | "hard";
      cellId: string;
      marked?: boolean | undefined;
    }>();
    expectTypeOf<Outputs["bingo"]["toggleCell"]>().toEqualTypeOf<{
      cellId: string;
      marked: boolean;
      changed: boolean;
      markedCellIds: string[];
      lines: string[];
      newLines: string[];
      brokenLines: string[];
      full: boolean;
      newFullCard: boolean;
      fullCardBroken: boolean;
      pointsChange: number;
      points: number;
      achievements: { key: string; title: string; description: string }[];
    }>();
  });

  it("dashboard.global", () => {
    type Area = "FITNESS" | "ARTS" | "SUSTAINABILITY" | "CARE";
    expectTypeOf<Inputs["dashboard"]["global"]>().toEqualTypeOf<void>();
    expectTypeOf<Outputs["dashboard"]["global"]>().toEqualTypeOf<{
      generatedAt: Date;
      registeredUsers: number;
      participants: number;
      points: number;
      actions: number;
      achievementsEarned: number;
      areas: { area: Area; participants: number; actions: number; points: number }[];
      activity: {
        unit: "hour" | "day";
        buckets: ({ at: Date } & Record<Area, number>)[];
      };
      leaderboard: {
        rank: number;
        total: number;
        userId: string | null;
        name: string;
        publicProfile: boolean;
      }[];
    }>();
  });
});
