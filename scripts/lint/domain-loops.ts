/**
 * Fails when two domains of src/features import each other, directly or through others: dependency-cruiser finds
 * loops between modules, not between folders, so this folds its module graph (the same configuration) into one
 * node per domain and looks for strongly connected components. Tests are left out: they may reach across.
 */
import { spawnSync } from 'node:child_process'

type Cruise = { modules: { source: string; dependencies: { resolved: string }[] }[] }

const DOMAIN = /^src\/features\/([^/]+)\//
const isTest = (path: string) => /\.test\.tsx?$/.test(path)

export function domainGraph(cruise: Cruise): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const node of cruise.modules) {
    const from = DOMAIN.exec(node.source)?.[1]
    if (!from || isTest(node.source)) continue
    for (const dependency of node.dependencies) {
      const to = DOMAIN.exec(dependency.resolved)?.[1]
      if (!to || to === from) continue
      const edges = graph.get(from) ?? new Map<string, string>()
      if (!edges.has(to)) edges.set(to, `${node.source} → ${dependency.resolved}`)
      graph.set(from, edges)
    }
  }
  return graph
}

/** The groups of domains that reach each other (Tarjan's strongly connected components of two or more). */
export function loops(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      component.push(member)
    } while (member !== node)
    if (component.length > 1) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const run = spawnSync('depcruise', ['src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (run.status !== 0 && !run.stdout) {
    process.stderr.write(run.stderr)
    process.exit(run.status ?? 1)
  }
  const graph = domainGraph(JSON.parse(run.stdout) as Cruise)
  const found = loops(graph)
  for (const component of found) {
    console.error(`Domains in a loop: ${component.join(', ')}`)
    for (const from of component)
      for (const [to, example] of graph.get(from) ?? []) if (component.includes(to)) console.error(`  ${from} → ${to}  (${example})`)
  }
  if (found.length > 0) process.exit(1)
  console.log(`No loop between the domains of src/features (${graph.size} of them import another).`)
}
