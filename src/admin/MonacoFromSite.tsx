import type { ReactNode } from 'react'
import { MonacoPaths } from './MonacoPaths.client'
import { monacoVsPath } from './monaco/files'

/** Admin provider: the JSON fields' editor loads Monaco from this site (src/admin/monaco/files.ts). */
export async function MonacoFromSite({ children }: { children?: ReactNode }) {
  return (
    <>
      <MonacoPaths vs={await monacoVsPath()} />
      {children}
    </>
  )
}
