import "@mantine/core/styles/Typography.layer.css";
import { Anchor, Typography } from "@mantine/core";
import ReactMarkdown, { type Components } from "react-markdown";

const COMPONENTS: Components = {
  // A description sits under the page's own headings: its headings start one level below.
  h1: "h3",
  h2: "h4",
  h3: "h5",
  h4: "h6",
  a: ({ href, children }) => (
    <Anchor href={href} rel="noopener noreferrer nofollow" underline="always">
      {children}
    </Anchor>
  ),
};

/**
 * A challenge description written by admins, as markdown. Raw HTML is dropped (skipHtml),
 * unsafe URLs are removed by react-markdown's default urlTransform, and images are not shown.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Typography>
      <ReactMarkdown skipHtml disallowedElements={["img"]} unwrapDisallowed components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
