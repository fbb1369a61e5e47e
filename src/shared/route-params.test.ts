import { describe, expect, it } from "vitest";
import { errorStatus, pageNotFoundMessage } from "./http-status";
import { checkRouteParams, routeNotFoundMessage } from "./route-params";

function context(params: Record<string, string>, resolvedUrl: string) {
  return { params, resolvedUrl, res: { statusCode: 200 } };
}

describe("checkRouteParams", () => {
  it("passes valid parameters through", () => {
    const ctx = context({ difficulty: "medium" }, "/challenge/fitness/bingo/medium");
    const checked = checkRouteParams(ctx, ["difficulty"]);
    expect(checked.ok && checked.param("difficulty")).toBe("medium");
    expect(ctx.res.statusCode).toBe(200);
  });

  it("answers an invalid one with 404 'Page Not Found: {fullPath}'", () => {
    const ctx = context({ difficulty: "impossible" }, "/challenge/fitness/bingo/impossible?x=1");
    const checked = checkRouteParams(ctx, ["difficulty"]);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.result.props.routeError).toEqual({
      statusCode: 404,
      message: "Page Not Found: /challenge/fitness/bingo/impossible?x=1",
      path: "/challenge/fitness/bingo/impossible?x=1",
    });
    expect(ctx.res.statusCode).toBe(404);
  });

  it("knows the formats of user ids and tokens", () => {
    const valid = (name: "userid" | "token", value: string) =>
      checkRouteParams(context({ [name]: value }, "/x"), [name]).ok;
    expect(valid("userid", "cmb1x2y3z4a5b6c7d8e9f0g1h")).toBe(true);
    expect(valid("userid", "1; drop table")).toBe(false);
    expect(valid("token", "Zm9vYmFyYmF6cXV4MTIzNDU2")).toBe(true);
    expect(valid("token", "short")).toBe(false);
    expect(valid("token", "../../etc/passwd-0123456789")).toBe(false);
  });
});

describe("error texts", () => {
  it("uses the seed's two not-found texts", () => {
    expect(pageNotFoundMessage("/nope")).toBe("Page not found: /nope");
    expect(routeNotFoundMessage("/a?b=c")).toBe("Page Not Found: /a?b=c");
  });

  it("keeps known statuses and turns everything else into 500 Internal Server Error", () => {
    expect(errorStatus(404)).toEqual({ statusCode: 404, message: "Page Not Found" });
    expect(errorStatus(400)).toEqual({ statusCode: 400, message: "Bad Request" });
    expect(errorStatus(503)).toEqual({ statusCode: 503, message: "Service Unavailable" });
    expect(errorStatus(418)).toEqual({ statusCode: 500, message: "Internal Server Error" });
    expect(errorStatus(undefined)).toEqual({ statusCode: 500, message: "Internal Server Error" });
  });
});
