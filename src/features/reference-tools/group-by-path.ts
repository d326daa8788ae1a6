/** Runs of consecutive lines under the same heading path, in their order, each with that path. */
export function groupByPath<Line extends { path: readonly string[] }>(lines: readonly Line[]): { path: readonly string[]; lines: Line[] }[] {
  const groups: { path: readonly string[]; lines: Line[] }[] = []
  for (const line of lines) {
    const last = groups.at(-1)
    if (last && last.path.length === line.path.length && last.path.every((heading, i) => heading === line.path[i])) last.lines.push(line)
    else groups.push({ path: line.path, lines: [line] })
  }
  return groups
}
