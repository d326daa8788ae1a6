import { headersWithCors, type PayloadRequest, type UploadConfig } from 'payload'
import { uploadedFilePath, uploadedFileStats } from './uploaded-file'

type UploadFileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * Payload answers a request for an upload whose file is not on disk with 500 "Something went wrong"
 * (payload/dist/uploads/endpoints/getFile.js). Nothing is wrong with the server: the file is not there,
 * so this answers 404 before Payload's own file serving, which still serves every file that exists and
 * refuses a path outside the folder.
 */
export function notFoundWhenFileIsMissing(staticDir: string): UploadFileHandler {
  // Payload types a handler as Promise<void> | Promise<Response>; one that may answer either is Promise<void | Response>.
  return (req, { params }) => missingFileAnswer(req, staticDir, params.filename) as Promise<Response>
}

async function missingFileAnswer(req: PayloadRequest, staticDir: string, filename: string): Promise<Response | undefined> {
  const filePath = uploadedFilePath(staticDir, filename)
  if (!filePath || (await uploadedFileStats(filePath))) return undefined
  return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404, headers: headersWithCors({ headers: new Headers(), req }) })
}
