export const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
export const TIME = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });

export function bottles(count: number): string {
  return `${count} bottle${count === 1 ? "" : "s"}`;
}
