/** Ends a command-line script with the exit code its run answers, or 1 after printing why it failed. */
export function exitWhenDone(run: Promise<number>, failure: string): void {
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(failure, error)
      process.exit(1)
    },
  )
}
