import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Stats } from 'node:fs'

/** Where an upload collection keeps `filename`, or undefined for a name that leads out of its folder. */
export function uploadedFilePath(staticDir: string, filename: string): string | undefined {
  const folder = path.resolve(staticDir)
  const filePath = path.resolve(folder, filename)
  return filePath.startsWith(folder + path.sep) ? filePath : undefined
}

/** The file's stats, or undefined when no file is there (missing, a folder, a path through a file, a name too long). */
export async function uploadedFileStats(filePath: string): Promise<Stats | undefined> {
  return stat(filePath).then(
    (stats) => (stats.isFile() ? stats : undefined),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'ENAMETOOLONG') return undefined
      throw error
    },
  )
}
