/**
 * The API contract, pinned at the type level: `tsc --noEmit` (part of `npm test`) fails when a
 * procedure's input or output shape changes, so clients are never broken by accident. Change
 * these expectations only together with the clients that rely on them.
 */
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { describe, expectTypeOf, it } from "vitest";
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
});
