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
 * The worker's message telling it the page's language (`<html lang>`): its static pages without
 * signal are shown in it (README "Offline").
 */
export const PAGE_LANGUAGE = "page-language";
/**
 * The owner of a station scan a visitor made without signal (nobody signed in): it waits on the
 * device for whoever signs in next there (`claimUnclaimed`); never a person's id.
 */
export const UNCLAIMED = "";
/**
 * The owner of the actions of someone who signed out without signal: they wait on the device, with
 * the pending sign-out, to be sent with that person's old session before it is ended
 * (`~/lib/offline/sign-out`); never a person's id.
 */
export const SIGNED_OUT = "signed-out";
/** The message on OUTBOX_CHANNEL when someone signed out on this device (or that was settled). */
export const SIGNED_OUT_MESSAGE = "signed-out";
