/**
 * Draws a QR code from its module rows (see qrRows) as one SVG path, with the 4-module quiet
 * zone scanners need. `label` names it for screen readers.
 */
export function QrSvg({
  rows,
  label,
  size,
}: {
  rows: readonly string[];
  label: string;
  size?: number | string;
}) {
  const quiet = 4;
  const extent = rows.length + quiet * 2;
  let path = "";
  rows.forEach((row, y) => {
    // One horizontal run per stretch of dark modules keeps the path short.
    const runs = row.matchAll(/1+/g);
    for (const run of runs)
      path += `M${run.index + quiet} ${y + quiet}h${run[0].length}v1h-${run[0].length}z`;
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: "block", background: "#fff" }}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
