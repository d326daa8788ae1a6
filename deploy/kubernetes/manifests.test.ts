/**
 * The Kubernetes manifests (deploy/kubernetes): the base and the production overlay, rendered by `kubectl kustomize`
 * (the `kubectl` on the PATH, any since 1.20 / kustomize v2.0.3; Debian's kubernetes-client where there is none,
 * which `npm test` installs: scripts/test-prerequisites.ts), each object checked against the Kubernetes API's
 * schema for its apiVersion and kind, then the rules that matter when it runs.
 *
 * The schemas are those of the npm package kubernetes-models (generated from Kubernetes' OpenAPI definitions,
 * shipped in the package: nothing is downloaded), used twice:
 *   - its JSON-schema validators: types, formats and required fields (`containerPort: "x"`, a container without
 *     `name`);
 *   - its declarations, through the TypeScript compiler: a field the API does not have (`replica: 2`). The JSON
 *     schemas let unknown fields through; `kubectl apply` does not (its default `--validate=strict` has the API
 *     server refuse them), so this test does not either.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { load, loadAll } from 'js-yaml'
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment'
import type { IStatefulSet } from 'kubernetes-models/apps/v1/StatefulSet'
import type { IJob } from 'kubernetes-models/batch/v1/Job'
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy'
import type { INetworkPolicyIngressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyIngressRule'
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget'
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap'
import type { IContainer } from 'kubernetes-models/v1/Container'
import type { IPodTemplateSpec } from 'kubernetes-models/v1/PodTemplateSpec'
import type { IProbe } from 'kubernetes-models/v1/Probe'
import type { IService } from 'kubernetes-models/v1/Service'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'

const HERE = import.meta.dirname
const KUSTOMIZATIONS = { base: 'base', production: 'overlays/production' } as const
type Kustomization = keyof typeof KUSTOMIZATIONS

type K8sObject = {
  apiVersion: string
  kind: string
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> }
  [field: string]: unknown
}

/** The objects `kubectl kustomize` renders from deploy/kubernetes/`dir`. */
function render(dir: string): K8sObject[] {
  const result = spawnSync('kubectl', ['kustomize', path.join(HERE, dir)], { encoding: 'utf8', timeout: 60_000 })
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error('kubectl is missing: run `sudo apt-get install kubernetes-client` (npm test installs it: scripts/test-prerequisites.ts)')
  }
  if (result.error) throw result.error
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${result.stderr}`)
  return loadAll(result.stdout).filter((doc): doc is K8sObject => doc !== null && typeof doc === 'object')
}

const renders = new Map<Kustomization, K8sObject[]>()
const rendered = (k: Kustomization): K8sObject[] => {
  if (!renders.has(k)) renders.set(k, render(KUSTOMIZATIONS[k]))
  return renders.get(k)!
}

const id = (o: K8sObject) => `${o.kind} ${o.metadata.name}`

/** The kubernetes-models module of an apiVersion's kind: `apps/v1` + `Deployment` -> kubernetes-models/apps/v1/Deployment. */
const modelModule = (o: K8sObject) => `kubernetes-models/${o.apiVersion}/${o.kind}`

/** What the JSON-schema validator of each object's apiVersion and kind says against it (nothing when valid). */
async function schemaErrors(objects: K8sObject[]): Promise<string[]> {
  const errors: string[] = []
  for (const o of objects) {
    let Model: new (data: unknown) => { validate(): void }
    try {
      Model = ((await import(modelModule(o))) as Record<string, typeof Model>)[o.kind]!
    } catch {
      errors.push(`${id(o)}: no schema for ${o.apiVersion} ${o.kind}`)
      continue
    }
    try {
      new Model(o).validate()
    } catch (error) {
      errors.push(`${id(o)}: ${(error as Error).message}`)
    }
  }
  return errors
}

/**
 * What the TypeScript compiler says of each object typed as kubernetes-models' declaration of its apiVersion and
 * kind: fields the API does not have (an object literal's excess property), and wrong types and missing fields again.
 */
function declarationErrors(objects: K8sObject[]): string[] {
  const file = path.join(HERE, '__rendered-manifests__.ts')
  let text = objects.map((o, i) => `import type { I${o.kind} as T${i} } from ${JSON.stringify(modelModule(o))}\n`).join('')
  const spans: { start: number; end: number; object: string }[] = []
  objects.forEach((o, i) => {
    const start = text.length
    text += `export const o${i}: T${i} = ${JSON.stringify(o, null, 2)}\n`
    spans.push({ start, end: text.length, object: id(o) })
  })
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  }
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, text, language) : getSourceFile.call(host, name, language, ...rest)
  host.fileExists = (name) => name === file || fileExists.call(host, name)
  host.readFile = (name) => (name === file ? text : readFile.call(host, name))
  const program = ts.createProgram([file], options, host)
  const source = program.getSourceFile(file)!
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
    const at = d.start ?? 0
    const object = spans.find((s) => at >= s.start && at < s.end)?.object ?? 'imports'
    const line = text.slice(text.lastIndexOf('\n', at) + 1, text.indexOf('\n', at)).trim()
    return `${object}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')} (at ${line})`
  })
}

/** The keys secret.example.env declares, commented out (optional) or not. */
function exampleSecretKeys(): Set<string> {
  const text = readFileSync(path.join(HERE, 'secret.example.env'), 'utf8')
  return new Set([...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!))
}

type Workload = { object: K8sObject; template: IPodTemplateSpec }

function workloads(objects: K8sObject[]): Workload[] {
  return objects.flatMap((object) => {
    const template = (object as { spec?: { template?: IPodTemplateSpec } }).spec?.template
    return ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(object.kind) && template ? [{ object, template }] : []
  })
}

const containersOf = (template: IPodTemplateSpec): IContainer[] => [...(template.spec?.initContainers ?? []), ...(template.spec?.containers ?? [])]

const selects = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  selector !== undefined && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels?.[k] === v)

/** The container port a probe or a Service's targetPort names (by name or number). */
function portNumber(container: IContainer, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port
  return container.ports?.find((p) => p.name === port)?.containerPort
}

const CONTRACT_CONFIG_KEYS = [
  'DEPLOY_ENV',
  'NODE_ENV',
  'SITE_URL',
  'TRUSTED_PROXIES',
  'REDIS_URL',
  'HTTP_CACHE_PURGE_URLS',
  'SHUTDOWN_DRAIN_SECONDS',
  'METRICS_PORT',
  'MEDIA_DIR',
  'DATA_DIR',
  'LOG_FORMAT',
  'MESSAGING_MODE',
  'EMAIL_TRANSPORT',
]
const CONTRACT_SECRET_KEYS = [
  'DATABASE_URL',
  'PAYLOAD_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ALTCHA_HMAC_KEY',
  'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
  'HTTP_CACHE_PURGE_TOKEN',
  'SMTP_URL',
  'CRM_WEBHOOK_URL',
  'CRM_WEBHOOK_SECRET',
  'MSG91_AUTH_KEY',
]
const SECRET_NAME = 'northwind-secrets'

const EACH = (Object.keys(KUSTOMIZATIONS) as Kustomization[]).map((k) => [KUSTOMIZATIONS[k], k] as const)

describe.each(EACH)('deploy/kubernetes/%s', (_dir, kustomization) => {
  let objects: K8sObject[] = []
  const find = <T>(kind: string, name: string): T => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name)
    if (!found) throw new Error(`${kind} ${name} is not rendered`)
    return found as unknown as T
  }
  const configMaps = () => objects.filter((o) => o.kind === 'ConfigMap') as unknown as (IConfigMap & K8sObject)[]
  /** The generated northwind-config (its name carries kustomize's hash). */
  const config = () => {
    const found = configMaps().filter((c) => /^northwind-config(-[a-z0-9]+)?$/.test(c.metadata.name))
    expect(found).toHaveLength(1)
    return found[0]!.data ?? {}
  }
  const container = (kind: string, name: string) => find<IDeployment>(kind, name).spec!.template.spec!.containers[0]!

  beforeAll(() => {
    objects = rendered(kustomization)
  })

  it('renders every object of the site', () => {
    const names = objects.map(id)
    for (const expected of [
      'Deployment northwind-web',
      'Service northwind-web',
      'HorizontalPodAutoscaler northwind-web',
      'PodDisruptionBudget northwind-web',
      'Deployment northwind-worker',
      'Job northwind-release',
      'StatefulSet northwind-cache',
      'Service northwind-cache',
      'Service northwind-cache-headless',
      'PodDisruptionBudget northwind-cache',
      'Deployment northwind-redis',
      'Service northwind-redis',
      'PersistentVolumeClaim northwind-media',
      'NetworkPolicy northwind-web',
      'NetworkPolicy northwind-cache',
      'NetworkPolicy northwind-redis',
    ]) {
      expect(names).toContain(expected)
    }
    expect(new Set(names).size).toBe(names.length)
  })

  it('every object is valid against the JSON schema of its apiVersion and kind', async () => {
    expect(objects.length).toBeGreaterThan(0)
    expect(await schemaErrors(objects)).toEqual([])
  })

  it('no object has a field its apiVersion and kind do not declare', () => {
    expect(objects.length).toBeGreaterThan(0)
    expect(declarationErrors(objects)).toEqual([])
  }, 60_000)

  const policy = (name: string) => find<INetworkPolicy>('NetworkPolicy', name).spec!
  const labelsOf = (kind: string, name: string) => find<IDeployment>(kind, name).spec!.template.metadata!.labels
  /** The site's workloads whose pods a rule lets in: peers of the policy's own namespace (no namespaceSelector, no ipBlock). */
  const admitted = (rule: INetworkPolicyIngressRule) =>
    workloads(objects)
      .filter((w) => rule.from?.some((peer) => !peer.namespaceSelector && !peer.ipBlock && selects(peer.podSelector?.matchLabels, w.template.metadata?.labels)))
      .map((w) => id(w.object))
      .sort()
  /** The port numbers a rule opens on a workload's first container (a rule without `ports` opens them all: it throws here). */
  const ports = (rule: INetworkPolicyIngressRule, kind: string, name: string) => rule.ports!.map((p) => portNumber(container(kind, name), p.port))

  it('lets only Varnish and the job worker reach the web pods, Prometheus their metrics, and only the web pods reach Redis', () => {
    const web = policy('northwind-web')
    expect(selects(web.podSelector.matchLabels, labelsOf('Deployment', 'northwind-web'))).toBe(true)
    expect(web.policyTypes).toEqual(['Ingress'])
    const [visitors, metrics] = web.ingress!
    expect(admitted(visitors!)).toEqual(['Deployment northwind-worker', 'StatefulSet northwind-cache'])
    expect(ports(visitors!, 'Deployment', 'northwind-web')).toEqual([3000])
    expect(metrics!.from).toBeUndefined()
    expect(ports(metrics!, 'Deployment', 'northwind-web')).toEqual([Number(config()['METRICS_PORT'])])
    expect(web.ingress).toHaveLength(2)

    const redis = policy('northwind-redis')
    expect(selects(redis.podSelector.matchLabels, labelsOf('Deployment', 'northwind-redis'))).toBe(true)
    expect(redis.ingress!.map(admitted)).toEqual([['Deployment northwind-web']])
    expect(ports(redis.ingress![0]!, 'Deployment', 'northwind-redis')).toEqual([6379])
  })

  it("lets only the Ingress controller's pods and the web pods' purges reach Varnish, on its one port", () => {
    // Varnish trusts X-Forwarded-For from the pod network and does not count it as visitors (network.vcl): any other
    // pod that reached it could name itself any visitor, or none.
    const cache = policy('northwind-cache')
    const governed = workloads(objects).filter((w) => selects(cache.podSelector.matchLabels, w.template.metadata?.labels))
    expect(governed.map((w) => id(w.object))).toEqual(['StatefulSet northwind-cache'])
    expect(cache.policyTypes).toEqual(['Ingress'])
    expect(cache.ingress).toHaveLength(2)
    const [visitors, purges] = cache.ingress!

    // Visitors: one peer, the Ingress controller's pods in the one namespace its standard label names (never every
    // namespace, never an address range); none of the site's own pods.
    expect(visitors!.from).toHaveLength(1)
    const { namespaceSelector, podSelector, ...others } = visitors!.from![0]!
    expect(others).toEqual({})
    expect(namespaceSelector?.matchExpressions).toBeUndefined()
    expect(Object.keys(namespaceSelector?.matchLabels ?? {})).toEqual(['kubernetes.io/metadata.name'])
    const controllerNamespace = namespaceSelector!.matchLabels!['kubernetes.io/metadata.name']!
    expect(controllerNamespace).toMatch(/^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/)
    expect(controllerNamespace).not.toBe(find<K8sObject>('NetworkPolicy', 'northwind-cache').metadata.namespace)
    expect(Object.keys(podSelector?.matchLabels ?? {}).length).toBeGreaterThan(0)
    // The base's placeholder: ingress-nginx as its chart and manifests install it (the overlay's own: below).
    if (kustomization === 'base') {
      expect(controllerNamespace).toBe('ingress-nginx')
      expect(podSelector).toEqual({ matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx', 'app.kubernetes.io/component': 'controller' } })
    }
    expect(admitted(visitors!)).toEqual([])
    expect(ports(visitors!, 'StatefulSet', 'northwind-cache')).toEqual([8080])

    // The web pods' BAN, to the port of each address they purge; not the job worker, which revalidates through them.
    expect(purges!.from).toHaveLength(1)
    expect(admitted(purges!)).toEqual(['Deployment northwind-web'])
    expect(ports(purges!, 'StatefulSet', 'northwind-cache')).toEqual([8080])
    const purgeUrls = config()['HTTP_CACHE_PURGE_URLS']!
    expect([...new Set(purgeUrls.split(',').map((url) => Number(new URL(url).port)))]).toEqual([8080])

    // Varnish has no other port (no metrics to scrape): one added must be admitted here for whoever uses it.
    expect(container('StatefulSet', 'northwind-cache').ports?.map((p) => p.name)).toEqual(['http'])
  })

  it('runs the job worker as exactly one pod, stopped before its replacement starts', () => {
    const worker = find<IDeployment>('Deployment', 'northwind-worker')
    expect(worker.spec!.replicas).toBe(1)
    expect(worker.spec!.strategy).toEqual({ type: 'Recreate' })
    expect(container('Deployment', 'northwind-worker').command).toEqual(['node', '--conditions=react-server', 'dist/delivery-worker.mjs'])
    const scaled = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler').map((o) => (o as unknown as IHorizontalPodAutoscaler).spec!.scaleTargetRef.name)
    expect(scaled).not.toContain('northwind-worker')
    const probe = container('Deployment', 'northwind-worker').livenessProbe!
    expect(probe.httpGet?.path).toBe('/livez')
    expect(portNumber(container('Deployment', 'northwind-worker'), probe.httpGet?.port)).toBe(9464)
  })

  it('probes the web pods: /livez and /readyz on port 3000, metrics on 9464, a drain that fits the grace period', () => {
    const web = find<IDeployment>('Deployment', 'northwind-web')
    const c = container('Deployment', 'northwind-web')
    expect(c.command).toEqual(['node', 'dist/web-server.mjs'])
    const httpGet = (probe: IProbe | undefined) => ({ path: probe?.httpGet?.path, port: portNumber(c, probe?.httpGet?.port) })
    expect(httpGet(c.readinessProbe)).toEqual({ path: '/readyz', port: 3000 })
    expect(httpGet(c.livenessProbe)).toEqual({ path: '/livez', port: 3000 })
    expect(httpGet(c.startupProbe)).toEqual({ path: '/livez', port: 3000 })
    expect(c.env).toContainEqual({ name: 'PORT', value: '3000' })
    expect(c.ports?.map((p) => p.containerPort).sort()).toEqual([3000, 9464])
    expect(web.spec!.template.metadata?.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': '9464' })
    expect(config()['METRICS_PORT']).toBe('9464')
    expect(web.spec!.strategy).toEqual({ type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } })
    expect(Number(config()['SHUTDOWN_DRAIN_SECONDS'])).toBe(10)
    expect(web.spec!.template.spec!.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(40)
    const mounts = c.volumeMounts?.map((m) => m.mountPath)
    expect(mounts).toEqual(expect.arrayContaining(['/app/.next/cache', '/tmp', config()['MEDIA_DIR']]))
  })

  it('runs the release Job once: dist/release.mjs, never the demo seed, a few tries, cleaned up', () => {
    const job = find<IJob>('Job', 'northwind-release')
    const c = job.spec!.template.spec!.containers[0]!
    expect(c.command).toEqual(['node', '--conditions=react-server', 'dist/release.mjs'])
    expect([...(c.command ?? []), ...(c.args ?? [])].join(' ')).not.toMatch(/seed/)
    expect(job.spec!.template.spec!.restartPolicy).toBe('Never')
    expect(job.spec!.backoffLimit).toBeLessThanOrEqual(3)
    expect(job.spec!.ttlSecondsAfterFinished).toBeGreaterThan(0)
    expect(config()['DATA_DIR']).toBe('/app/data')
    expect(config()['DEPLOY_ENV']).toBe('production')
  })

  it('runs every container as a non-root user without privileges', () => {
    const problems: string[] = []
    for (const { object, template } of workloads(objects)) {
      const pod = template.spec!.securityContext ?? {}
      for (const c of containersOf(template)) {
        const own = c.securityContext ?? {}
        const where = `${id(object)} container ${c.name}`
        if ((own.runAsNonRoot ?? pod.runAsNonRoot) !== true) problems.push(`${where}: runAsNonRoot is not true`)
        const uid = own.runAsUser ?? pod.runAsUser
        if (uid === undefined || uid === 0) problems.push(`${where}: runAsUser is ${uid}`)
        if (own.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation is not false`)
        if (!own.capabilities?.drop?.includes('ALL')) problems.push(`${where}: capabilities do not drop ALL`)
        if (own.readOnlyRootFilesystem !== true) problems.push(`${where}: the root filesystem is writable`)
        if ((own.seccompProfile ?? pod.seccompProfile)?.type !== 'RuntimeDefault') problems.push(`${where}: no RuntimeDefault seccomp profile`)
      }
    }
    expect(workloads(objects).length).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  it('renders no Secret: the pods read northwind-secrets, which operators create from secret.example.env', () => {
    expect(objects.filter((o) => o.kind === 'Secret').map(id)).toEqual([])
    const declared = exampleSecretKeys()
    expect([...declared]).toEqual(expect.arrayContaining(CONTRACT_SECRET_KEYS))
    for (const name of ['Deployment northwind-web', 'Deployment northwind-worker', 'Job northwind-release']) {
      const [kind, objectName] = name.split(' ') as [string, string]
      expect(container(kind, objectName).envFrom, name).toContainEqual({ secretRef: { name: SECRET_NAME } })
    }
  })

  it('every ConfigMap, key, Secret key and claim a pod refers to exists', () => {
    const problems: string[] = []
    const declaredSecretKeys = exampleSecretKeys()
    const configMap = (name: string) => configMaps().find((c) => c.metadata.name === name)
    const claims = new Set(objects.filter((o) => o.kind === 'PersistentVolumeClaim').map((o) => o.metadata.name))
    for (const { object, template } of workloads(objects)) {
      for (const c of containersOf(template)) {
        const where = `${id(object)} container ${c.name}`
        for (const from of c.envFrom ?? []) {
          if (from.configMapRef && !configMap(from.configMapRef.name!)) problems.push(`${where}: envFrom ConfigMap ${from.configMapRef.name} is not rendered`)
          if (from.secretRef && from.secretRef.name !== SECRET_NAME) problems.push(`${where}: envFrom Secret ${from.secretRef.name} is not ${SECRET_NAME}`)
        }
        for (const variable of c.env ?? []) {
          const cmRef = variable.valueFrom?.configMapKeyRef
          if (cmRef && configMap(cmRef.name!)?.data?.[cmRef.key] === undefined)
            problems.push(`${where}: ${variable.name} reads ConfigMap ${cmRef.name} key ${cmRef.key}, which is not there`)
          const secretRef = variable.valueFrom?.secretKeyRef
          if (secretRef && (secretRef.name !== SECRET_NAME || !declaredSecretKeys.has(secretRef.key)))
            problems.push(`${where}: ${variable.name} reads Secret ${secretRef.name} key ${secretRef.key}, not in secret.example.env`)
        }
      }
      for (const volume of template.spec?.volumes ?? []) {
        if (volume.configMap) {
          const found = configMap(volume.configMap.name!)
          if (!found) problems.push(`${id(object)}: volume ${volume.name} mounts ConfigMap ${volume.configMap.name}, which is not rendered`)
          for (const item of volume.configMap.items ?? [])
            if (found?.data?.[item.key] === undefined) problems.push(`${id(object)}: volume ${volume.name} wants key ${item.key}`)
        }
        if (volume.secret) problems.push(`${id(object)}: volume ${volume.name} mounts a Secret`)
        if (volume.persistentVolumeClaim && !claims.has(volume.persistentVolumeClaim.claimName))
          problems.push(`${id(object)}: claim ${volume.persistentVolumeClaim.claimName} is not rendered`)
      }
    }
    expect(problems).toEqual([])
    expect(Object.keys(config())).toEqual(expect.arrayContaining(CONTRACT_CONFIG_KEYS))
    expect(find<{ spec: { accessModes: string[] } }>('PersistentVolumeClaim', 'northwind-media').spec.accessModes).toEqual(['ReadWriteMany'])
  })

  it('autoscales the web Deployment, and only that', () => {
    const hpa = find<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler', 'northwind-web')
    expect(hpa.spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'northwind-web' })
    find<IDeployment>('Deployment', hpa.spec!.scaleTargetRef.name)
    const [min, max] = kustomization === 'production' ? [3, 20] : [2, 10]
    expect(hpa.spec!.minReplicas).toBe(min)
    expect(hpa.spec!.maxReplicas).toBe(max)
    expect(hpa.spec!.metrics).toEqual([{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }])
    // The autoscaler owns the count: a `replicas` here would scale the pods back down at every apply.
    expect(find<IDeployment>('Deployment', 'northwind-web').spec!.replicas).toBeUndefined()
  })

  it('the web PodDisruptionBudget selects the web pods and no other', () => {
    const pdb = find<IPodDisruptionBudget>('PodDisruptionBudget', 'northwind-web')
    const selected = workloads(objects).filter(({ template }) => selects(pdb.spec!.selector!.matchLabels, template.metadata?.labels))
    expect(selected.map(({ object }) => id(object))).toEqual(['Deployment northwind-web'])
    expect(pdb.spec!.maxUnavailable ?? pdb.spec!.minAvailable).toBe(1)
  })

  it('every Service selects pods and a port they have', () => {
    const problems: string[] = []
    for (const service of objects.filter((o) => o.kind === 'Service') as unknown as (IService & K8sObject)[]) {
      const targets = workloads(objects).filter(({ template }) => selects(service.spec!.selector, template.metadata?.labels))
      if (targets.length !== 1) problems.push(`Service ${service.metadata.name} selects ${targets.length} workloads`)
      for (const port of service.spec!.ports ?? []) {
        for (const { template } of targets) {
          if (!template.spec!.containers.some((c) => portNumber(c, port.targetPort ?? port.port) !== undefined))
            problems.push(`Service ${service.metadata.name}: no container port ${port.targetPort}`)
        }
      }
    }
    expect(problems).toEqual([])
    const port = (name: string) => find<IService>('Service', name).spec!.ports!.map((p) => p.port)
    expect(port('northwind-web')).toEqual([3000])
    expect(port('northwind-cache')).toEqual([80])
    expect(port('northwind-redis')).toEqual([6379])
    expect(find<IService>('Service', 'northwind-cache-headless').spec!.clusterIP).toBe('None')
  })

  it('the web pods purge every Varnish replica with the token it asks for, and Varnish reaches the web Service', () => {
    const cache = find<IStatefulSet>('StatefulSet', 'northwind-cache')
    const headless = cache.spec!.serviceName
    expect(find<IService>('Service', headless!).spec!.clusterIP).toBe('None')
    const replicas = cache.spec!.replicas!
    const urls = Array.from({ length: replicas }, (_, i) => `http://northwind-cache-${i}.${headless}:8080/`)
    expect(config()['HTTP_CACHE_PURGE_URLS']!.split(',')).toEqual(urls)

    const varnish = cache.spec!.template.spec!.containers[0]!
    expect(varnish.ports?.map((p) => p.containerPort)).toEqual([8080])
    expect(varnish.readinessProbe?.tcpSocket).toBeDefined()
    const mount = varnish.volumeMounts!.find((m) => m.mountPath === '/etc/varnish/network')!
    const volume = cache.spec!.template.spec!.volumes!.find((v) => v.name === mount.name)!
    const network = configMaps().find((c) => c.metadata.name === volume.configMap!.name)!.data!['network.vcl']!
    expect(network).toMatch(/^vcl 4\.1;/m)
    expect(network).toMatch(/backend default \{ \.host = "northwind-web"; \.port = "3000"; \}/)
    expect(network).toMatch(/acl purgers \{[^}]*"10\.0\.0\.0"\/8;/)
    // The Ingress controller connects from the pod network: its X-Forwarded-For names the visitor.
    expect(network).toMatch(/acl front_proxies \{[^}]*"10\.0\.0\.0"\/8;/)
    expect(varnish.env).toContainEqual({ name: 'VARNISH_PORT', value: String(varnish.ports![0]!.containerPort) })
    // `purgers` is the pod network: Varnish asks a purge for the token the web pods send, from the Secret they read.
    expect(varnish.env).toContainEqual({
      name: 'HTTP_CACHE_PURGE_TOKEN',
      valueFrom: { secretKeyRef: { name: SECRET_NAME, key: 'HTTP_CACHE_PURGE_TOKEN' } },
    })
    expect(container('Deployment', 'northwind-web').envFrom).toContainEqual({ secretRef: { name: SECRET_NAME } })
    expect(varnish.volumeMounts?.map((m) => m.mountPath)).toContain('/var/lib/varnish-work')

    expect(config()['REDIS_URL']).toBe('redis://northwind-redis:6379')
    expect(container('Deployment', 'northwind-redis').command).toEqual(expect.arrayContaining(['--save', '', '--appendonly', 'no']))
  })
})

describe('deploy/kubernetes/overlays/production', () => {
  it('has its own namespace, images from a registry with a tag, its own address', () => {
    const objects = rendered('production')
    expect(objects.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== 'northwind').map(id)).toEqual([])
    const namespace = objects.find((o) => o.kind === 'Namespace' && o.metadata.name === 'northwind')
    expect(namespace?.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted')
    const images = workloads(objects).flatMap(({ template }) => containersOf(template).map((c) => c.image!))
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(image).toMatch(/^[a-z0-9.-]+\.[a-z]+(:\d+)?\/.+\/northwind-(site|cache|redis):\w[\w.-]*$/)
    const siteUrl = (k: Kustomization) =>
      (rendered(k).find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('northwind-config-')) as unknown as IConfigMap).data?.['SITE_URL']
    expect(siteUrl('production')).toMatch(/^https:\/\//)
    expect(siteUrl('production')).not.toBe(siteUrl('base'))
  })

  it("names the Ingress controller that may connect to Varnish: ingress-controller.yaml's namespace and labels", () => {
    const patch = load(readFileSync(path.join(HERE, KUSTOMIZATIONS.production, 'ingress-controller.yaml'), 'utf8')) as { path: string; value: unknown }[]
    const valueOf = (field: string) => patch.find((op) => op.path === `/spec/ingress/0/from/0/${field}`)?.value
    const policy = rendered('production').find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'northwind-cache') as unknown as INetworkPolicy
    const [controller] = policy.spec!.ingress![0]!.from!
    expect(valueOf('namespaceSelector')).toBeDefined()
    expect(controller!.namespaceSelector).toEqual(valueOf('namespaceSelector'))
    expect(valueOf('podSelector')).toBeDefined()
    expect(controller!.podSelector).toEqual(valueOf('podSelector'))
  })
})
