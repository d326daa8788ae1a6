/**
 * Mozilla HTTP Observatory grade, score and each test's result for the home page, a blog post and a tool page of
 * a running site, scanned by Mozilla's own scanner (the npm package @mdn/mdn-http-observatory).
 *
 *   npm start                                  # with the production configuration (README, "Security headers")
 *   npm run bench:observatory                  # --url http://localhost:3000 --port 8443
 *   npm run bench:observatory -- --plain       # the site itself over plain HTTP, as it answers without a front
 *
 * Production serves the site over HTTPS behind a load balancer that redirects HTTP to HTTPS; here a front on
 * `--port` plays that part: it answers TLS with a certificate made for the scan (openssl) and plain HTTP with a
 * permanent redirect to HTTPS, on the same port, and passes everything else to `--url` unchanged. The scanner
 * trusts that certificate (NODE_EXTRA_CA_CERTS), as it would a real one.
 *
 * The scanner's install script downloads Mozilla's intermediate certificates, which fails without internet and
 * would break `npm install`; so it is not a dependency but installed on first use, without scripts, under
 * node_modules/.cache (it needs none of them to scan). It prints figures; it passes or fails nothing.
 */
import { execFile, execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs, promisify } from 'node:util'
import { fetchPage, firstItemLink } from './lib/site-pages'

const SCANNER = { name: '@mdn/mdn-http-observatory', version: '1.4.8' }
const SCANNER_DIR = path.resolve('node_modules/.cache/mdn-http-observatory', SCANNER.version)

const { values: args } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:3000' }, port: { type: 'string', default: '8443' }, plain: { type: 'boolean', default: false } },
})
const TARGET = new URL(args.url)
const FRONT_PORT = Number(args.port)

type TestResult = { pass: boolean | null; result: string; scoreModifier: number }
type ScanResult = { scan: { grade: string; score: number; testsPassed: number; testsQuantity: number }; tests: Record<string, TestResult> }

function ensureScanner(): string {
  const packageDir = path.join(SCANNER_DIR, 'node_modules', SCANNER.name)
  if (!existsSync(path.join(packageDir, 'package.json'))) {
    console.log(`Installing ${SCANNER.name}@${SCANNER.version} into ${SCANNER_DIR} (once)`)
    execFileSync('npm', ['install', '--prefix', SCANNER_DIR, '--ignore-scripts', '--no-audit', '--no-fund', `${SCANNER.name}@${SCANNER.version}`], {
      stdio: 'inherit',
    })
  }
  // Its install script would download Chromium's HSTS preload list; localhost is on none, so an empty list
  // gives the same result (for the public host name, the preload test is worth running on the real site).
  const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json')
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}')
  return path.join(packageDir, 'src', 'index.js')
}

function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  )
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
}

/** Passes a request to the site as the load balancer would, saying it arrived over HTTPS. */
function passToSite(request: http.IncomingMessage, response: http.ServerResponse) {
  const upstream = http.request(
    { host: TARGET.hostname, port: TARGET.port, method: request.method, path: request.url, headers: { ...request.headers, 'x-forwarded-proto': 'https' } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
      answer.pipe(response)
    },
  )
  upstream.on('error', () => response.writeHead(502).end())
  request.pipe(upstream)
}

/**
 * One port for both, as the scanner derives both addresses from one host name: a connection that starts with a
 * TLS handshake (first byte 0x16) is relayed to the HTTPS server, any other to the redirecting HTTP server.
 */
async function startFront({ key, cert }: { key: string; cert: string }): Promise<() => void> {
  const secure = https.createServer({ key, cert }, passToSite).listen(0, '127.0.0.1')
  const plain = http
    .createServer((request, response) => response.writeHead(301, { location: `https://localhost:${FRONT_PORT}${request.url}` }).end())
    .listen(0, '127.0.0.1')
  await Promise.all([once(secure, 'listening'), once(plain, 'listening')])
  const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port
  const front = net
    .createServer((socket) => {
      socket.once('data', (first) => {
        const relay = net.connect(portOf(first[0] === 0x16 ? secure : plain), '127.0.0.1')
        relay.write(first)
        socket.pipe(relay).pipe(socket)
        const drop = () => (socket.destroy(), relay.destroy())
        socket.on('error', drop)
        relay.on('error', drop)
      })
    })
    .listen(FRONT_PORT)
  await once(front, 'listening')
  return () => [front, secure, plain].forEach((server) => server.close())
}

/** Scans `host` in a child process (the certificate must be trusted from its start) while this one serves the front. */
async function scan(scannerEntry: string, certFile: string, host: string, pagePath: string): Promise<ScanResult> {
  // The scanner takes a host name and builds http:// and https:// addresses from it; the path rides along.
  const code = `const { scan } = await import(${JSON.stringify(scannerEntry)}); console.log(JSON.stringify(await scan(process.argv[1])))`
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', code, `${host}${pagePath}`], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout) as ScanResult
}

async function pagesToScan(): Promise<{ page: string; path: string }[]> {
  const blogs = await fetchPage(TARGET.href, '/blogs')
  const post = firstItemLink(blogs.html, TARGET.href, '/blogs')
  if (!post) throw new Error('/blogs links to no post')
  return [
    { page: 'home', path: '/' },
    { page: 'blog post', path: post },
    { page: 'HSN finder', path: '/hsn-code' },
  ]
}

async function main() {
  const scannerEntry = ensureScanner()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'observatory-'))
  const certificate = makeCertificate(dir)
  // With --plain the scanner meets the site as it answers on its own: plain HTTP, no HTTPS to redirect to.
  const stopFront = args.plain ? () => undefined : await startFront(certificate)
  const host = args.plain ? TARGET.host : `localhost:${FRONT_PORT}`
  try {
    for (const { page, path: pagePath } of await pagesToScan()) {
      const { scan: summary, tests } = await scan(scannerEntry, certificate.certFile, host, pagePath)
      console.log(`\n${page} (${pagePath}): grade ${summary.grade}, score ${summary.score}, ${summary.testsPassed}/${summary.testsQuantity} tests passed`)
      for (const [name, test] of Object.entries(tests)) {
        const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier)
        console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(32)} ${modifier.padStart(4)}  ${test.result}`)
      }
    }
  } finally {
    stopFront()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
