import type { OfflineActionBody } from "~/shared/offline/rules";

/**
 * Keeps an action that found no signal in the outbox (README "Offline"); the outbox code loads
 * here on first use. Rejects when it could not be kept (then the action is lost: say so).
 */
export async function queueOffline(userId: string, action: OfflineActionBody): Promise<void> {
  const { queueAction } = await import("./client");
  await queueAction(userId, action);
}
