const holder = globalThis as typeof globalThis & { northwindDraining?: boolean }

/** Called on SIGTERM: from then on /readyz reports this process as unavailable, so the load balancer sends it nothing new. */
export function markDraining(): void {
  holder.northwindDraining = true
}

export function isDraining(): boolean {
  return holder.northwindDraining === true
}
