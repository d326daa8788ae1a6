import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { networkVcl } from './http-cache'

describe('network.vcl', () => {
  it("is the compose file's, for its two web processes: the local several-process tests run the deployment's balancing", () => {
    const heading = [
      "The compose file's web processes (host network: each on its own port of this machine), balanced round robin",
      'and each checked on /readyz, and who may purge: the web processes, on this machine.',
    ]
    const compose = networkVcl(
      [
        { name: 'web1', port: 3001 },
        { name: 'web2', port: 3002 },
      ],
      heading,
    )
    expect(readFileSync('deploy/compose/network.vcl', 'utf8')).toBe(compose)
  })

  it('refuses a backend named like the director, which Varnish would refuse to compile ("Name \'web\' already defined")', () => {
    expect(() => networkVcl([{ name: 'web', port: 3380 }])).toThrow(/may not be named "web"/)
    expect(networkVcl([{ name: 'web1', port: 3380 }])).toContain('web.add_backend(web1);')
  })
})
