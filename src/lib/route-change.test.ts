import Router from "next/router";
import { describe, expect, it } from "vitest";
import { followRouteChanges, isCancelledRouteChange, routeChangeRunning } from "./route-change";

const emit = (
  event: "routeChangeStart" | "routeChangeComplete" | "routeChangeError",
  arg?: unknown,
) => Router.events.emit(event, arg);

describe("route change followed from the first load", () => {
  it("is running from routeChangeStart until it completes or fails", () => {
    followRouteChanges();
    followRouteChanges(); // once only: a second call adds no listeners
    expect(routeChangeRunning()).toBe(false);
    emit("routeChangeStart", "/faq");
    expect(routeChangeRunning()).toBe(true);
    emit("routeChangeComplete", "/faq");
    expect(routeChangeRunning()).toBe(false);
    emit("routeChangeStart", "/faq");
    emit("routeChangeError", new Error("Failed to load"));
    expect(routeChangeRunning()).toBe(false);
  });

  it("stays running when a change is cancelled by a newer one", () => {
    followRouteChanges();
    emit("routeChangeStart", "/faq");
    emit("routeChangeStart", "/achievements");
    emit("routeChangeError", Object.assign(new Error("Route Cancelled"), { cancelled: true }));
    expect(routeChangeRunning()).toBe(true);
    emit("routeChangeComplete", "/achievements");
    expect(routeChangeRunning()).toBe(false);
  });

  it("tells a cancelled change from a failed one", () => {
    expect(isCancelledRouteChange({ cancelled: true })).toBe(true);
    expect(isCancelledRouteChange(new Error("x"))).toBe(false);
    expect(isCancelledRouteChange(null)).toBe(false);
  });
});
