import plain from "./plain.module.css";

/** A part of a page still loading (what Mantine's Loader drew): a turning ring, named for screen readers. */
export function Loading({ label }: { label: string }) {
  return <span role="status" aria-label={label} className={`${plain.spinner} ${plain.loader}`} />;
}
