'use client'
import { ErrorMessage } from '@/chrome/error/ErrorMessage.client'

/** A page that failed on the server answers 500 with this in place of the page, in the edition layout. */
export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorMessage digest={error.digest} retry={retry} />
}
