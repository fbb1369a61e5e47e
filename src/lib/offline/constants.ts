/** Names the page, the outbox and the worker share (README "Offline"). */
export const OUTBOX_CHANNEL = "festival-outbox";
export const OUTBOX_SYNC_TAG = "festival-outbox";
/** The worker's message asking it to keep the offline pages for the signed-in person. */
export const KEEP_OFFLINE_PAGES = "keep-offline-pages";
/** The worker's message asking an open page to send the outbox (Background Sync). */
export const DRAIN_OUTBOX = "drain-outbox";
/** The worker's message asking it to fetch one offline page again (its data changed). */
export const KEEP_PAGE = "keep-page";
/**
 * The owner of a station scan a visitor made without signal (nobody signed in): it waits on the
 * device for whoever signs in next there (`claimUnclaimed`); never a person's id.
 */
export const UNCLAIMED = "";
