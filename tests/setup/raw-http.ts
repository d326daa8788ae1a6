import net from 'node:net'

export type FramedAnswer = { status: number; headers: Record<string, string>; body: Buffer; closed: boolean }

/**
 * One HTTP/1.1 connection kept alive, on which requests go out exactly as written (a request line with spaces,
 * a 10 KB path) and answers are read strictly by their framing: a body of exactly its Content-Length, or chunks
 * to the last one; whatever else arrives before the next answer's status line is an error. A new connection is
 * opened after an answer that closes its own.
 */
export function rawConnection(origin: URL) {
  let socket: net.Socket | undefined
  let buffered = Buffer.alloc(0)
  let waiting: (() => void) | undefined
  let ended = false

  const connect = () =>
    new Promise<void>((resolve, reject) => {
      buffered = Buffer.alloc(0)
      ended = false
      socket = net.connect(Number(origin.port), origin.hostname, resolve)
      socket.on('data', (chunk) => {
        buffered = Buffer.concat([buffered, chunk])
        waiting?.()
      })
      socket.on('end', () => {
        ended = true
        waiting?.()
      })
      socket.on('error', reject)
    })

  /** Waits until `ready` holds of what has arrived, or throws after the deadline. */
  const until = async (ready: () => boolean, deadline: number, what: string) => {
    while (!ready()) {
      if (ended) throw new Error(`the connection closed while waiting for ${what}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no ${what} within the time allowed`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        waiting = () => (clearTimeout(timer), resolve())
      })
    }
  }

  const take = (n: number) => {
    const taken = buffered.subarray(0, n)
    buffered = buffered.subarray(n)
    return taken
  }

  async function readBody(headers: Record<string, string>, deadline: number): Promise<Buffer> {
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = []
      for (;;) {
        await until(() => buffered.includes('\r\n'), deadline, 'a chunk size')
        const size = parseInt(take(buffered.indexOf('\r\n') + 2).toString('latin1'), 16)
        if (!Number.isInteger(size)) throw new Error('a chunk size that is not a number')
        await until(() => buffered.length >= size + 2, deadline, 'a whole chunk')
        const chunk = take(size + 2)
        if (chunk.subarray(size).toString('latin1') !== '\r\n') throw new Error('a chunk longer than its size')
        if (size === 0) return Buffer.concat(chunks)
        chunks.push(chunk.subarray(0, size))
      }
    }
    const length = Number(headers['content-length'] ?? 0)
    await until(() => buffered.length >= length, deadline, `a body of ${length} bytes`)
    return take(length)
  }

  return {
    /** Sends `request` as written (ending in \r\n\r\n) and reads one answer within `timeoutMs`. */
    async send(request: string, timeoutMs: number, options: { head?: boolean } = {}): Promise<FramedAnswer> {
      if (!socket || socket.destroyed || ended) await connect()
      const deadline = Date.now() + timeoutMs
      if (buffered.length > 0) throw new Error(`${buffered.length} bytes arrived after the previous answer had ended`)
      socket!.write(request)
      await until(() => buffered.includes('\r\n\r\n'), deadline, 'the status line and headers')
      const head = take(buffered.indexOf('\r\n\r\n') + 4).toString('latin1')
      const [statusLine, ...lines] = head.trimEnd().split('\r\n')
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(statusLine!)?.[1]
      if (!status) throw new Error(`not a status line: ${JSON.stringify(statusLine)}`)
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        const name = line.slice(0, colon).trim().toLowerCase()
        const value = line.slice(colon + 1).trim()
        if (name in headers && (name === 'content-length' || name === 'transfer-encoding')) throw new Error(`the header ${name} twice`)
        headers[name] = name in headers ? `${headers[name]}, ${value}` : value
      }
      const noBody = options.head || status === '304' || status === '204' || status.startsWith('1')
      const body = noBody ? Buffer.alloc(0) : await readBody(headers, deadline)
      const closes = headers.connection?.toLowerCase() === 'close'
      if (closes) {
        // Nothing may follow the answer on a connection it closes.
        await new Promise((resolve) => setTimeout(resolve, 50))
        if (buffered.length > 0) throw new Error(`${buffered.length} bytes after an answer that closes the connection`)
        socket!.destroy()
      }
      return { status: Number(status), headers, body, closed: closes }
    },
    close: () => socket?.destroy(),
  }
}
